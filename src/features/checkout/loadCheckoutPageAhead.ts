import { untilIdle } from '../../lib/scheduling';
import { loadCheckoutPage } from './loadCheckoutPage';

/**
 * /checkout's code asked for ahead of a visit, a step at each idle moment: the form library, the
 * rules' library, then the page. Asking for all its scripts at once is a task long enough to
 * hold a tap back on a phone; a step is a few of them. A module of its own, apart from
 * ./loadCheckoutPage.ts, which the app's first load carries: only /quote foretells the visit.
 */
export async function loadCheckoutPageAhead() {
  await import('formik');
  await untilIdle();
  await import('yup');
  await untilIdle();
  return loadCheckoutPage();
}
