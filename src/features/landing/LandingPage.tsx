import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  belowTheFoldRequested,
  requestBelowTheFoldOnFirstMove,
  subscribeToBelowTheFold,
} from './belowTheFold';
import Header from './Header';
import Hero from './Hero';

const loadBelowTheFold = () => import(/* webpackChunkName: "landing-sections" */ './BelowTheFold');
const BelowTheFold = lazy(loadBelowTheFold);
const Footer = lazy(() => loadBelowTheFold().then((module) => ({ default: module.Footer })));

/** Room for the sections to come, so that even a short hero leaves the page to scroll. */
function SectionsToCome() {
  return <Box aria-hidden="true" sx={{ minHeight: '100vh' }} />;
}

export default function LandingPage() {
  // The header and the quote form come first (and prerendered); the rest follows when the
  // visitor heads for it, only in the browser, so that hydration matches the prerendered page.
  const sectionsWanted = useSyncExternalStore(
    subscribeToBelowTheFold,
    belowTheFoldRequested,
    () => false,
  );
  useEffect(requestBelowTheFoldOnFirstMove, []);

  return (
    <>
      <Header />
      <Box component="main">
        <Hero />
        {sectionsWanted ? (
          <Suspense fallback={<SectionsToCome />}>
            <BelowTheFold />
          </Suspense>
        ) : (
          <SectionsToCome />
        )}
      </Box>
      {sectionsWanted && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </>
  );
}
