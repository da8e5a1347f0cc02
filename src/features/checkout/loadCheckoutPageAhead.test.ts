import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { loadCheckoutPageAhead } from './loadCheckoutPageAhead';

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
jest.mock('./CheckoutPage', () => {
  came.push('page');
  return { default: () => null };
});

/** Lets the promises settle that wait on nothing but each other. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it("asks for /checkout's code ahead a step at each idle moment: the form library, the rules' library, the page", async () => {
  const loaded = loadCheckoutPageAhead();
  await settle();
  expect(came).toEqual(['formik']);
  // The next idle moment (a moment later where the browser cannot say, as jsdom).
  jest.advanceTimersByTime(200);
  await settle();
  expect(came).toEqual(['formik', 'yup']);
  jest.advanceTimersByTime(200);
  await expect(loaded).resolves.toHaveProperty('default');
  expect(came).toEqual(['formik', 'yup', 'page']);
});
