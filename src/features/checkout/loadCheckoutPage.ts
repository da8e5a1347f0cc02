import { untilIdle } from '../../lib/scheduling';

/** /checkout's code, which loads when the page is visited or foretold, at high priority as /quote's. */
export const loadCheckoutPage = () =>
  import(/* webpackChunkName: "checkout-page", webpackFetchPriority: "high" */ './CheckoutPage');

/**
 * The same code asked for ahead of a visit, a step at each idle moment: the form library, the
 * rules' library, then the page. Asking for all its scripts at once is a task long enough to
 * hold a tap back on a phone; a step is a few of them.
 */
export async function loadCheckoutPageAhead() {
  await import('formik');
  await untilIdle();
  await import('yup');
  await untilIdle();
  return loadCheckoutPage();
}
