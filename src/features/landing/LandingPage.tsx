import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../lib/useInBrowser';
import Header from './Header';
import Hero from './Hero';

const loadBelowTheFold = () => import(/* webpackChunkName: "landing-sections" */ './BelowTheFold');
const BelowTheFold = lazy(loadBelowTheFold);
const Footer = lazy(() => loadBelowTheFold().then((module) => ({ default: module.Footer })));

export default function LandingPage() {
  // The header and the quote form come first (and prerendered); the rest follows at once,
  // rendered only in the browser so that hydration matches the prerendered page.
  const inBrowser = useInBrowser(() => true, false);

  return (
    <>
      <Header />
      <Box component="main">
        <Hero />
        {inBrowser && (
          <Suspense fallback={null}>
            <BelowTheFold />
          </Suspense>
        )}
      </Box>
      {inBrowser && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </>
  );
}
