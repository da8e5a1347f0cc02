/**
 * Runs `work` once the main thread has nothing to do (a moment later where the browser cannot
 * say, as Safari). Returns what cancels it, for an effect's clean-up.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
