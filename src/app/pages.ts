// The pages that load when visited, each from one place: the router renders them lazily, and
// the controls that lead to them ask for their code as soon as a press or the focus shows the
// intent, so the page is often there by the time the click comes.
export const loadQuotePage = () =>
  import(/* webpackChunkName: "quote-page" */ '../features/plans/QuotePage');
export const loadCheckoutPage = () =>
  import(/* webpackChunkName: "checkout-page" */ '../features/checkout/CheckoutPage');

/** Props that start loading `load`'s page on a press or on focus (a keyboard's intent). */
const loadOnIntent = (load: () => Promise<unknown>) => {
  const start = () => void load().catch(() => undefined);
  return { onPointerDown: start, onFocus: start };
};

/** For the controls that lead to /quote ('Ver Planes y Precios'). */
export const QUOTE_PAGE_ON_INTENT = loadOnIntent(loadQuotePage);
/** For the controls that lead to /checkout (every 'Contratar'). */
export const CHECKOUT_PAGE_ON_INTENT = loadOnIntent(loadCheckoutPage);
