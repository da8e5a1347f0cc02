// @ts-check
// How every program a test or a command starts (nginx, `wrangler dev`, Xvfb, WebKitWebDriver)
// is awaited: until it is ready, within a time limit, and if it is not, with its own output.
// Tests import it when asked for (`await import`), as Node loads it for nginx and the edge: a
// module loaded both so and through Playwright's transform in one run clashes.

/**
 * Resolves with what `ready()` gives once it gives something other than undefined (a throw
 * counts as not yet). If `child` exits first, or `limitMs` passes, runs `stop()` (the child is
 * killed by default) and throws, naming `what` and showing `output()`.
 * @template T
 * @param {{
 *   what: string,
 *   child: import('node:child_process').ChildProcess,
 *   ready: () => Promise<T | undefined>,
 *   output: () => string,
 *   limitMs: number,
 *   stop?: () => unknown,
 * }} options
 * @returns {Promise<T>}
 */
export async function startedWithin({
  what,
  child,
  ready,
  output,
  limitMs,
  stop = () => child.kill(),
}) {
  const started = Date.now();
  for (;;) {
    const value = await ready().catch(() => undefined);
    if (value !== undefined) return value;
    const exited = child.exitCode ?? child.signalCode;
    if (exited !== null || Date.now() - started > limitMs) {
      await stop();
      const why =
        exited !== null
          ? `stopped before it was ready (${exited})`
          : `was not ready within ${limitMs / 1000} s`;
      throw new Error(`${what} ${why}:\n${output().trim() || '(it printed nothing)'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
