import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleAt } from './pageHeads';

/** The tab's title follows the page: the prerendered pages carry theirs, the app keeps it so. */
export default function PageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleAt(pathname);
  }, [pathname]);
  return null;
}
