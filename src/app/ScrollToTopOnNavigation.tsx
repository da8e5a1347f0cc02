import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as a full page load would; the first load keeps the browser's own. */
export default function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
