/** /checkout's code, which loads when the page is visited or foretold (lib/pageCode.ts). */
export const loadCheckoutPage = () =>
  import(/* webpackChunkName: "checkout-page" */ './CheckoutPage');
