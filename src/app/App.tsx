import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import PageLoading from '../components/PageLoading';
import WhatsAppButton from '../components/WhatsAppButton';
import LandingPage from '../features/landing/LandingPage';
import { LOADING_MESSAGE } from '../features/plans/quoteLoading';
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
  const restored = useAppSelector(selectStorageRestored);
  return restored ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

/** `onLive` runs once the page is live: hydrated from the prerender, or rendered. */
export default function App({ onLive }: { onLive?: () => void }) {
  const [live, setLive] = useState(false);
  useEffect(() => {
    onLive?.();
    // A second render on purpose: it carries the updates the first effects made.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLive(true);
  }, [onLive]);
  useEffect(() => {
    if (!live) return;
    // One render after the first: what the visitor typed before this moment is in the forms'
    // state by now, so the clicks kept since the first paint act on it.
    releaseEarlyInput();
    document.documentElement.dataset.appReady = 'true';
  }, [live]);

  return (
    <>
      <ScrollToTopOnNavigation />
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route
          path="/quote"
          element={
            <AfterStorageRestored loading={<PageLoading message={LOADING_MESSAGE} />}>
              <QuotePage />
            </AfterStorageRestored>
          }
        />
        <Route
          path="/checkout"
          element={
            <AfterStorageRestored loading={<PageLoading />}>
              <CheckoutPage />
            </AfterStorageRestored>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <WhatsAppButton />
      <Toaster />
    </>
  );
}
