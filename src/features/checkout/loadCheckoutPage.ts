import { loadInSteps } from '../../islands/island';
import { untilIdle } from '../../lib/scheduling';

/**
 * What /checkout's page is built on, evaluated before the page a step each: the form library,
 * the rules' library, then the fields (MUI's inputs). Evaluated with the page in one go, once
 * its files are in, they made one task long enough to hold a tap back on a phone.
 */
const STEPS = [
  () => import(/* webpackFetchPriority: "high" */ 'formik'),
  () => import(/* webpackFetchPriority: "high" */ 'yup'),
  () => import(/* webpackFetchPriority: "high" */ '../../components/FormField'),
];

const loadPage = () =>
  import(/* webpackChunkName: "checkout-page", webpackFetchPriority: "high" */ './CheckoutPage');

/**
 * /checkout's code, which loads when the page is visited or foretold, at high priority as
 * /quote's, a step a task.
 */
export const loadCheckoutPage = () => loadInSteps(STEPS, loadPage);

/**
 * The same code asked for ahead of a visit, a step at each idle moment: asking for all its
 * scripts at once is a task long enough to hold a tap back on a phone; a step is a few of them.
 */
export async function loadCheckoutPageAhead() {
  for (const step of STEPS) {
    await step();
    await untilIdle();
  }
  return loadPage();
}
