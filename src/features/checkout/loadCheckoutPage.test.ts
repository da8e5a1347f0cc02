import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { loadCheckoutPageAhead, loadCheckoutPageInParts } from './loadCheckoutPage';

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

beforeEach(() => {
  came.length = 0;
  // Each test meets the modules unevaluated.
  jest.resetModules();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it('opened at /checkout, asks for the page and each part of its code at once, the page first', async () => {
  const loaded = loadCheckoutPageInParts();
  // No part waits for a task or an idle moment: the page's own files are never held back.
  await settle();
  expect(came).toEqual(['page', 'formik', 'yup', 'fields']);
  await expect(loaded).resolves.toHaveProperty('default');
});

it("asks for /checkout's code ahead a step at each idle moment", async () => {
  const loaded = loadCheckoutPageAhead();
  await settle();
  expect(came).toEqual(['formik']);
  // A task is not an idle moment (a moment later where the browser cannot say, as jsdom).
  jest.advanceTimersByTime(0);
  await settle();
  expect(came).toEqual(['formik']);
  for (const next of ['yup', 'fields']) {
    jest.advanceTimersByTime(200);
    await settle();
    expect(came.at(-1)).toBe(next);
  }
  jest.advanceTimersByTime(200);
  await expect(loaded).resolves.toHaveProperty('default');
  expect(came).toEqual(['formik', 'yup', 'fields', 'page']);
});
