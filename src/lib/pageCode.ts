import { useEffect, useMemo } from 'react';
import { afterNextPaint, whenIdle } from './scheduling';

// A page that loads when visited has its code asked for ahead, so that it is often there when
// the click comes: by the control that leads to it, as soon as a press or the focus shows the
// intent, and by the part of the page that foretells it. `load` is the page's own loader, the
// one the router renders it with; a failed fetch is the route's to retry.

const ask = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** Props that start loading a page's code on a press or on focus (a keyboard's intent). */
export function usePageCodeOnIntent(load: () => Promise<unknown>) {
  return useMemo(() => {
    // After the frame that shows the press or the focus, which goes first.
    const start = () => afterNextPaint(() => ask(load));
    return { onPointerDown: start, onFocus: start };
  }, [load]);
}

/**
 * Asks for a page's code once the main thread is idle, while `foretold` (the quote form in use
 * foretells /quote, the plans shown foretell /checkout): between the visitor's keys, not in the
 * frame of the press that leads there.
 */
export function usePageCodeWhenIdle(load: () => Promise<unknown>, foretold = true) {
  useEffect(() => (foretold ? whenIdle(() => ask(load)) : undefined), [load, foretold]);
}
