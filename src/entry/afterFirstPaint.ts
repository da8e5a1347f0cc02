import { afterNextPaint } from '../lib/afterNextPaint';

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
