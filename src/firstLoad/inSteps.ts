/** A task boundary: whatever waits (a tap, a frame) goes before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Loads and evaluates code in steps, each in a task of its own, in the order they build on each
 * other: a phone's main thread is never held for all of them at once (evaluating a part's
 * modules in one go took 150-250 ms at 4x CPU). Resolves to what the last step gives.
 */
export async function inSteps<T>(
  steps: (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}
