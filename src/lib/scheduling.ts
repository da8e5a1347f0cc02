// When work runs, so that what the visitor sees and does always goes first: one module, each
// export named for its purpose. Plain functions, no React: the page's entry uses them too.

/** Runs `work` in a task after the next frame is painted: what the visitor sees now goes first. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}

/** Resolves in a task after the next frame is painted (afterNextPaint, awaited). */
export const afterThisFrame = () => new Promise<void>((resolve) => afterNextPaint(resolve));

declare global {
  interface Window {
    /**
     * The page's first paint, as its inline script (src/islands/askForEntry.js) witnessed it:
     * absent from a page that has no such script (a development build's empty shell).
     */
    pagePaint?: {
      /** When the browser reported it, on `Date.now()`'s clock; undefined until then. */
      at?: number;
      /** The address it showed: the one the page was opened at. */
      path?: string;
      /** Runs `work` once it is reported: at once when it has been. */
      then(work: () => void): void;
    };
  }
}

/**
 * When the page was first painted, on `Date.now()`'s clock, if it was opened at an address under
 * `path`; undefined before, elsewhere, or unknown.
 */
export const firstPaintAt = (path: string): number | undefined =>
  window.pagePaint?.path?.startsWith(path) ? window.pagePaint.at : undefined;

/**
 * Runs `start` in a task after the next frame once the page has painted, as its inline script
 * reports it (the entry is asked for only then, so usually the next frame): what the page
 * answered early meanwhile (a toast, /quote opening) is drawn or under way first. At once on a
 * page with nothing to paint first.
 */
export function afterFirstPaint(start: () => void): void {
  if (window.pagePaint) window.pagePaint.then(() => afterNextPaint(start));
  else start();
}

/**
 * Runs `steps` in order, each once what the one before it drew is on the screen: a phone
 * shows the first answer to a tap without waiting for the work of the next.
 */
export function inPaintedSteps(...[first, ...rest]: (() => void)[]): void {
  if (!first) return;
  first();
  if (rest.length > 0) afterNextPaint(() => inPaintedSteps(...rest));
}

/** A task boundary: whatever waits (a tap, a frame) goes before the work after it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

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

/** Resolves once the main thread has nothing to do (whenIdle, awaited). */
export const untilIdle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** Resolves when the browser next says it is back online. */
export const backOnline = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
