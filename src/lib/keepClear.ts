import { useEffect, useState, type RefObject } from 'react';

// What the buyer reads or taps to buy (a plan's price and 'Contratar') is never left under the
// comparison bar: such an element carries KEEP_CLEAR, and the bar steps aside while one is on the
// part of the screen it covers. The WhatsApp button is left room instead (WHATSAPP_ROOM).

/** The attribute that marks what no floating control may cover. */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;
const MARKED = '[data-keep-clear]';

/**
 * Whether the floating control in `ref` should step aside now: true while any marked element is
 * on the part of the screen the control covers at rest. An IntersectionObserver watches the
 * marked elements against the viewport cut down to the control's box (its root margin); marked
 * elements drawn later are watched as they come.
 */
export function useStepsAside(ref: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const control = ref.current;
    if (!shown || !control || typeof IntersectionObserver === 'undefined') return;
    const covered = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    const watchAll = () => document.querySelectorAll(MARKED).forEach((e) => observer?.observe(e));
    const start = () => {
      observer?.disconnect();
      covered.clear();
      // Its box at rest: offsets ignore the transform that moves it aside.
      const {
        offsetLeft: left,
        offsetTop: top,
        offsetWidth: width,
        offsetHeight: height,
      } = control;
      const { clientWidth, clientHeight } = document.documentElement;
      const rootMargin = `${-top}px ${width + left - clientWidth}px ${height + top - clientHeight}px ${-left}px`;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) covered.add(entry.target);
            else covered.delete(entry.target);
          }
          setAside(covered.size > 0);
        },
        { rootMargin },
      );
      watchAll();
    };
    start();
    const drawn = new MutationObserver(watchAll);
    drawn.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', start);
    return () => {
      observer?.disconnect();
      drawn.disconnect();
      window.removeEventListener('resize', start);
      setAside(false);
    };
  }, [ref, shown]);
  return aside;
}
