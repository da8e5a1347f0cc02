import type { LazyPage, PageCode } from '../lib/pageCode';

// The pages that load when visited, each from one place: the router renders them lazily, the
// controls that lead to them ask for their code on intent (lib/pageCode.ts), and the boot asks
// for the code of the page being opened (entry/boot.tsx).
export const loadQuotePage = () =>
  import(/* webpackChunkName: "quote-page" */ '../features/quotePage/QuotePage');
export const loadCheckoutPage = () =>
  import(/* webpackChunkName: "checkout-page" */ '../features/checkout/CheckoutPage');

export const PAGE_CODE: PageCode = { quote: loadQuotePage, checkout: loadCheckoutPage };

/** The page at `pathname` whose code loads when visited, if it is one (the router's paths). */
export function lazyPageAt(pathname: string): LazyPage | undefined {
  const page = pathname.replace(/\/+$/, '').slice(1);
  return Object.hasOwn(PAGE_CODE, page) ? (page as LazyPage) : undefined;
}
