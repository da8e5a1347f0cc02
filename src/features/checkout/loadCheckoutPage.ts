/** /checkout's code, which loads when the page is visited or foretold, at high priority as /quote's. */
export const loadCheckoutPage = () =>
  import(/* webpackChunkName: "checkout-page", webpackFetchPriority: "high" */ './CheckoutPage');
