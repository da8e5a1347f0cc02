import { untilIdle } from '../../lib/scheduling';

/** /checkout's code, which loads when the page is visited or foretold, at high priority as /quote's. */
export const loadCheckoutPage = () =>
  import(/* webpackChunkName: "checkout-page", webpackFetchPriority: "high" */ './CheckoutPage');

/**
 * The parts of /checkout's code that are evaluated before the page, each in a task of its own:
 * the form library, the rules' library, the form's fields (MUI's inputs). Evaluated in one go
 * with the page they are a task long enough to hold a tap back on a phone.
 */
const PARTS = [
  () => import('formik'),
  () => import('yup'),
  () => import('../../components/FormField'),
];

/**
 * /checkout opened at its address: every file asked for at once (they are preloaded since the
 * first paint), and each part evaluated as the last of its own files comes, in that file's task,
 * instead of all with the page as its last file comes.
 */
export function loadCheckoutPageInParts() {
  const page = loadCheckoutPage();
  for (const part of PARTS) void part().catch(() => undefined);
  return page;
}

/**
 * /checkout's code asked for ahead of a visit, a part at each idle moment, then the page: asking
 * for all its scripts at once is a task long enough to hold a tap back on a phone.
 */
export async function loadCheckoutPageAhead() {
  for (const part of PARTS) {
    await part();
    await untilIdle();
  }
  return loadCheckoutPage();
}
