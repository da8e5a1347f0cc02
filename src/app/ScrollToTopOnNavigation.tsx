import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top, as a full page load would; the first load keeps the browser's own.
 * Before the new page's first frame, not after it: laid out at the old page's offset, the first
 * frame showed the middle of the new page for a moment, and on /checkout it drew the traveller
 * cards there, which are otherwise left undrawn until scrolled to (content-visibility).
 */
export default function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
