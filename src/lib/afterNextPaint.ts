/** Runs `work` in a task after the next frame is painted: what the visitor sees now goes first. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
