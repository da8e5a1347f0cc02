import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import PageLoading from '../components/PageLoading';
import WhatsAppButton from '../components/WhatsAppButton';
import CheckoutPageFrame from '../features/checkout/CheckoutPageFrame';
import LandingPage from '../features/landing/LandingPage';
import { SearchScreen } from '../features/plans/QuotePageFrame';
import Toaster from '../features/toast/Toaster';
import { useAppSelector } from './hooks';
import NotFoundPage from './NotFoundPage';
import ScrollToTopOnNavigation from './ScrollToTopOnNavigation';
import { releaseEarlyInput } from './earlyInput';
import { selectStorageRestored } from './store';

// The landing page ships in the first bundle; the other pages load when visited.
const QuotePage = lazy(() => import('../features/plans/QuotePage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));

/** Pages that redirect when storage holds nothing must wait until it has been read. */
function AfterStorageRestored({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  // The store's update renders at once; the page it reveals renders deferred, in slices.
  const restored = useDeferredValue(useAppSelector(selectStorageRestored));
  return restored ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

/**
 * Says the page is live: runs `onLive`, then, one render later, carries out the clicks kept
 * since the first paint. A component of its own, so that its second render is its alone.
 */
function LiveSignal({ onLive }: { onLive?: () => void }) {
  const [live, setLive] = useState(false);
  useEffect(() => {
    onLive?.();
    // A second render on purpose: it comes with the updates the first effects made, such as
    // what the visitor typed before the app took over, so the kept clicks act on them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLive(true);
  }, [onLive]);
  useEffect(() => {
    if (!live) return;
    releaseEarlyInput();
    // Tests of a whole flow may wait for this mark; visitor-timing tests never do.
    document.documentElement.dataset.appReady = 'true';
  }, [live]);
  return null;
}

/** `onLive` runs once the page is live: hydrated from the prerender, or rendered. */
export default function App({ onLive }: { onLive?: () => void }) {
  return (
    <>
      <ScrollToTopOnNavigation />
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route
          path="/quote"
          element={
            <AfterStorageRestored loading={<SearchScreen />}>
              <QuotePage />
            </AfterStorageRestored>
          }
        />
        <Route
          path="/checkout"
          element={
            <CheckoutPageFrame>
              <AfterStorageRestored loading={<PageLoading />}>
                <CheckoutPage />
              </AfterStorageRestored>
            </CheckoutPageFrame>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <WhatsAppButton />
      <Toaster />
      <LiveSignal onLive={onLive} />
    </>
  );
}
