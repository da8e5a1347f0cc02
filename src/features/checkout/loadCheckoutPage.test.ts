import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';

// Each module records when it is evaluated: the order in which /checkout's code comes.
const came: string[] = [];
jest.mock('formik', () => {
  came.push('formik');
  return {};
});
jest.mock('yup', () => {
  came.push('yup');
  return {};
});
jest.mock('../../components/FormField', () => {
  came.push('fields');
  return { default: () => null };
});
jest.mock('./CheckoutPage', () => {
  came.push('page');
  return { default: () => null };
});

/** Lets the promises settle that wait on nothing but each other. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

/** The loaders, with every module of the page still to evaluate, as on a page just opened. */
async function freshLoaders() {
  came.length = 0;
  jest.resetModules();
  return import('./loadCheckoutPage');
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** What has been evaluated after each of `moments` waits of `ms` each, and once `loaded` is in. */
async function evaluatedAfterEach(loaded: Promise<unknown>, ms: number, moments: number) {
  const seen: string[][] = [];
  for (let moment = 0; moment < moments; moment += 1) {
    await settle();
    seen.push([...came]);
    jest.advanceTimersByTime(ms);
  }
  await expect(loaded).resolves.toHaveProperty('default');
  return [...seen, [...came]];
}

it("evaluates /checkout's code visited a step a task: the form library, the rules' library, the fields, the page", async () => {
  const { loadCheckoutPage } = await freshLoaders();
  // Each step waits for a task of its own (a timer), so that a tap between two is answered.
  expect(await evaluatedAfterEach(loadCheckoutPage(), 0, 4)).toEqual([
    [],
    ['formik'],
    ['formik', 'yup'],
    ['formik', 'yup', 'fields'],
    ['formik', 'yup', 'fields', 'page'],
  ]);
});

it("asks for /checkout's code ahead a step at each idle moment: the form library, the rules' library, the fields, the page", async () => {
  const { loadCheckoutPageAhead } = await freshLoaders();
  // The next idle moment comes a moment later where the browser cannot say, as in jsdom.
  expect(await evaluatedAfterEach(loadCheckoutPageAhead(), 200, 3)).toEqual([
    ['formik'],
    ['formik', 'yup'],
    ['formik', 'yup', 'fields'],
    ['formik', 'yup', 'fields', 'page'],
  ]);
});
