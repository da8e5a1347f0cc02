import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import PageLoading from '../components/PageLoading';
import WhatsAppButton from '../components/WhatsAppButton';
import CheckoutPageFrame from '../features/checkout/CheckoutPageFrame';
import LandingPage from '../features/landing/LandingPage';
import { QuotePageFrame, SearchScreen } from '../features/quotePage/QuotePageFrame';
import Toaster from '../features/toast/Toaster';
import { HydratedMark } from '../islands/island';
import { useAppSelector } from '../store/hooks';
import { PAGE_LOADERS } from './pages';
import { PAGES, type PagePath } from './pageTable.cjs';
import PageTitle from './PageTitle';
import ScrollToTopOnNavigation from './ScrollToTopOnNavigation';
import { selectStorageRestored } from './store';

// The landing page ships in the first bundle; the other pages load when visited.
const QuotePage = lazy(PAGE_LOADERS['quote-page']);
const CheckoutPage = lazy(PAGE_LOADERS['checkout-page']);
// An unknown address's page, prerendered as 404.html: its code loads when it is visited.
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

/** Pages that redirect when storage holds nothing must wait until it has been read. */
function AfterStorageRestored({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  // The store's update renders at once; the page it reveals renders deferred, in slices.
  const restored = useDeferredValue(useAppSelector(selectStorageRestored));
  return restored ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

/**
 * What the router shows at each page of the table (./pageTable.cjs), from which its routes come:
 * a row with no page here, or a page with no row, fails the type check.
 */
const PAGE_ELEMENTS = {
  '/': <LandingPage />,
  '/quote': (
    <QuotePageFrame>
      <AfterStorageRestored loading={<SearchScreen />}>
        <QuotePage />
      </AfterStorageRestored>
    </QuotePageFrame>
  ),
  '/checkout': (
    <CheckoutPageFrame>
      <AfterStorageRestored loading={<PageLoading />}>
        <CheckoutPage />
      </AfterStorageRestored>
    </CheckoutPageFrame>
  ),
} satisfies Record<PagePath, ReactNode>;

/** The app's own island, the whole page. */
const appRoot = () => document.getElementById('root');

/** `onHydrated` runs once the page is hydrated from the prerender, or rendered. */
export default function App({ onHydrated }: { onHydrated?: () => void }) {
  return (
    <>
      <ScrollToTopOnNavigation />
      <PageTitle />
      <Routes>
        {PAGES.map(({ path }) => (
          <Route key={path} path={path} element={PAGE_ELEMENTS[path]} />
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Routes>
      <WhatsAppButton />
      <Toaster />
      <HydratedMark element={appRoot} onHydrated={onHydrated} />
    </>
  );
}
