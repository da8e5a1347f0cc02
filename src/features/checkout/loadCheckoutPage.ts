import { nextTask, untilIdle } from '../../lib/scheduling';

/** /checkout's code, which loads when the page is visited or foretold, at high priority as /quote's. */
export const loadCheckoutPage = () =>
  import(/* webpackChunkName: "checkout-page", webpackFetchPriority: "high" */ './CheckoutPage');

/**
 * /checkout's code evaluated a step at a time, `pause` between: the form library, the rules'
 * library, the form's fields (MUI's inputs), then the page. Evaluated in one go they are a task
 * long enough to hold a tap back on a phone. Each step asks for its own files, so where they must come over the wire they come one
 * after another: this is for files already under way (a visit to /checkout preloads them) or not
 * needed yet (/quote's plans foretelling a visit: loadCheckoutPageAhead).
 */
export async function loadCheckoutPageInSteps(pause: () => Promise<void> = nextTask) {
  await import('formik');
  await pause();
  await import('yup');
  await pause();
  await import('../../components/FormField');
  await pause();
  return loadCheckoutPage();
}

/** /checkout's code asked for ahead of a visit, a step at each idle moment. */
export const loadCheckoutPageAhead = () => loadCheckoutPageInSteps(untilIdle);
