// @ts-check
// The build served in Cloudflare's own runtime (workerd, through `wrangler dev`), offline, as
// deploy/edge/wrangler.jsonc has the edge serve it. `npm run serve:edge` builds as `npm start`
// does, then runs this on HOST and PORT; arguments after `--` go to `wrangler dev`. The tests
// start the same server over their own build (startEdge).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import { freePort } from '../tools/freePort.mjs';
import { startedWithin } from '../tools/startedWithin.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const EDGE_CONFIG = path.join(ROOT, 'deploy/edge/wrangler.jsonc');
const WRANGLER = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');

/**
 * Wrangler with nothing to ask and nothing to send: no usage reports, no error reports, no
 * banner (whose update check reaches the registry), and no fetch of the `Request.cf` object
 * from Cloudflare (a static site reads none of it).
 */
export const QUIET_WRANGLER = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** How long wrangler may take to answer before its start counts as failed. */
const START_LIMIT_MS = 60_000;

/**
 * Runs wrangler with `args` and nothing to ask or send: its output shown as it comes, or piped.
 * @param {string[]} args
 * @param {{ show?: boolean, env?: Record<string, string> }} [options]
 */
export function runWrangler(args, { show = true, env = {} } = {}) {
  return spawn(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT,
    stdio: show ? 'inherit' : 'pipe',
    env: { ...process.env, ...QUIET_WRANGLER, ...env },
  });
}

/**
 * Serves the build in `buildDir` through `wrangler dev` on `host` and `port` (a free one when 0);
 * resolves once it answers, with its origin and a function that stops it. `show` prints
 * wrangler's output as it comes; otherwise a failed start throws with that output.
 * @param {{ buildDir: string, host?: string, port?: number, args?: string[], show?: boolean }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startEdge({
  buildDir,
  host = '127.0.0.1',
  port = 0,
  args = [],
  show = false,
}) {
  const listenOn = port || (await freePort(host));
  const wrangler = runWrangler(
    [
      'dev',
      '--config',
      EDGE_CONFIG,
      '--assets',
      path.resolve(buildDir),
      '--ip',
      host,
      '--port',
      String(listenOn),
      // Its own debugger port, so that two servers can run at once.
      '--inspector-port',
      String(await freePort()),
      '--show-interactive-dev-session=false',
      ...args,
    ],
    { show },
  );
  let output = '';
  wrangler.stdout?.on('data', (chunk) => (output += chunk));
  wrangler.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${listenOn}`;
  const stop = async () => {
    if (wrangler.exitCode !== null) return;
    const exited = once(wrangler, 'exit');
    wrangler.kill();
    await exited;
  };
  await startedWithin({
    what: `wrangler dev, serving ${origin},`,
    child: wrangler,
    ready: async () => (await fetch(origin, { signal: AbortSignal.timeout(2_000) })) && true,
    output: () => output || '(its output is above)',
    limitMs: START_LIMIT_MS,
    stop,
  });
  return { origin, stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadDotenv({ quiet: true });
  const { origin } = await startEdge({
    buildDir: path.resolve(ROOT, process.env.OUT_DIR ?? 'dist'),
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    args: process.argv.slice(2),
    show: true,
  });
  console.log(`Compara y Ahorra, in Cloudflare's runtime: ${origin}`);
}
