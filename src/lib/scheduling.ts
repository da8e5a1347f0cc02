// When work runs, so that what the visitor sees and does always goes first: one module, each
// export named for its purpose. Plain functions, no React: the page's entry uses them too.

/** Runs `work` in a task after the next frame is painted: what the visitor sees now goes first. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}

/** Resolves in a task after the next frame is painted (afterNextPaint, awaited). */
export const afterThisFrame = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/**
 * Runs `start` in a task after the page's first contentful paint is on screen (a frame after
 * the page is parsed where the browser has no paint timing), so that nothing it fetches or
 * runs holds the first frame back.
 */
export function afterFirstPaint(start: () => void): void {
  const startAfterThisFrame = () => afterNextPaint(start);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startAfterThisFrame();
    }).observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startAfterThisFrame);
  } else {
    startAfterThisFrame();
  }
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
