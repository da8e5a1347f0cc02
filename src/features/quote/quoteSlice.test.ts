import { describe, expect, it } from '@jest/globals';
import { aQuote } from '../../testing/fixtures';
import reducer, {
  quoteSubmitted,
  selectHasLatestQuote,
  selectLatestQuote,
  selectPricedPlans,
} from './quoteSlice';

// The README's example for testers: a slice's reducer and selectors are pure functions.
describe('quote slice', () => {
  it('keeps the submitted quote, and prices the plans it qualifies for', () => {
    const quote = aQuote({ ages: ['72'] });
    const state = { quote: reducer(undefined, quoteSubmitted(quote)) };
    expect(selectLatestQuote(state)).toEqual(quote);
    expect(selectHasLatestQuote(state)).toBe(true);
    // 70-74: AC 1M is excluded (spec, eligibility by the oldest traveller).
    expect(selectPricedPlans(state).map((plan) => plan.productName)).not.toContain('AC 1M');
  });

  it('starts with no quote and no plans', () => {
    const state = { quote: reducer(undefined, { type: 'init' }) };
    expect(selectLatestQuote(state)).toBeNull();
    expect(selectHasLatestQuote(state)).toBe(false);
    expect(selectPricedPlans(state)).toEqual([]);
  });
});
