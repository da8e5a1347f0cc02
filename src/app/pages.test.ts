import { describe, expect, it } from '@jest/globals';
import { loadCheckoutPageInParts } from '../features/checkout/loadCheckoutPage';
import { loadQuotePage } from '../features/quotePage/loadQuotePage';
import { pageCodeAt } from './pages';

describe('pageCodeAt', () => {
  it("gives the code of the pages that load when visited, at their paths, with or without a slash (/checkout's in parts)", () => {
    expect(pageCodeAt('/quote')).toBe(loadQuotePage);
    expect(pageCodeAt('/quote/')).toBe(loadQuotePage);
    expect(pageCodeAt('/checkout')).toBe(loadCheckoutPageInParts);
  });

  it('gives none for the landing page, which ships with the app, or an unknown address', () => {
    expect(pageCodeAt('/')).toBeUndefined();
    expect(pageCodeAt('/quotes')).toBeUndefined();
    expect(pageCodeAt('/no-existe')).toBeUndefined();
    expect(pageCodeAt('/toString')).toBeUndefined();
  });
});
