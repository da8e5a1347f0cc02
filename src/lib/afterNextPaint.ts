/** Runs `work` in a task after the next frame is painted: what the visitor sees now goes first. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
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
