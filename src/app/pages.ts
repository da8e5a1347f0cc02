import { loadCheckoutPage } from '../features/checkout/loadCheckoutPage';
import { loadQuotePage } from '../features/quotePage/loadQuotePage';

// The pages that load when visited, at the router's paths: the boot asks for the code of the
// one being opened (entry/boot.tsx) while the app itself loads.
const PAGE_CODE: Record<string, () => Promise<unknown>> = {
  '/quote': loadQuotePage,
  '/checkout': loadCheckoutPage,
};

/** The loader of the page at `pathname` whose code loads when visited, if it is one. */
export function pageCodeAt(pathname: string): (() => Promise<unknown>) | undefined {
  const path = pathname.replace(/\/+$/, '');
  return Object.hasOwn(PAGE_CODE, path) ? PAGE_CODE[path] : undefined;
}
