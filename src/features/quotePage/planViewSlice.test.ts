import { describe, expect, it } from '@jest/globals';
import { createAppStore } from '../../app/store';
import type { Quote } from '../../domain/quote';
import { aQuote } from '../../testing/fixtures';
import { quoteSubmitted } from '../quote/quoteSlice';
import reducer, {
  compareCleared,
  compareToggled,
  orderChosen,
  selectComparedPlans,
  selectCompareIsFull,
  selectHiddenPlans,
  selectIsCompared,
  selectOrderedPlans,
  selectPriceBreakdowns,
} from './planViewSlice';

function storeWith(quote: Quote) {
  const store = createAppStore();
  store.dispatch(quoteSubmitted(quote));
  return store;
}

describe('planView reducer', () => {
  const initial = reducer(undefined, { type: 'init' });

  it('starts with nothing compared, by coverage', () => {
    expect(initial).toEqual({ compared: [], order: 'coverage' });
  });

  it('ticks and unticks plans, at most three', () => {
    let state = initial;
    for (const name of ['AC 1M', 'AC 60', 'AC 35', 'AC 250'] as const)
      state = reducer(state, compareToggled(name));
    expect(state.compared).toEqual(['AC 1M', 'AC 60', 'AC 35']);
    state = reducer(state, compareToggled('AC 60'));
    expect(state.compared).toEqual(['AC 1M', 'AC 35']);
    state = reducer(state, compareToggled('AC 250'));
    expect(state.compared).toEqual(['AC 1M', 'AC 35', 'AC 250']);
    expect(reducer(state, compareCleared()).compared).toEqual([]);
  });

  it('forgets the comparison when a new quote is made, keeping the order', () => {
    let state = reducer(initial, compareToggled('AC 60'));
    state = reducer(state, orderChosen('price'));
    state = reducer(state, quoteSubmitted(aQuote()));
    expect(state).toEqual({ compared: [], order: 'price' });
  });
});

describe('planView selectors', () => {
  it('orders by coverage by default and by lowest price on request', () => {
    const store = storeWith(aQuote({ ages: ['34', '72'] }));
    const names = () => selectOrderedPlans(store.getState()).map((plan) => plan.productName);
    expect(names()).toEqual(['AC 250', 'AC 150', 'AC 60', 'AC 35']);
    store.dispatch(orderChosen('price'));
    expect(names()).toEqual(['AC 35', 'AC 60', 'AC 150', 'AC 250']);
    const prices = selectOrderedPlans(store.getState()).map((plan) => plan.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('compares only plans the quote offers, in the cards order, and says when it is full', () => {
    const store = storeWith(aQuote());
    store.dispatch(compareToggled('AC 35'));
    store.dispatch(compareToggled('AC 1M'));
    expect(selectComparedPlans(store.getState()).map((p) => p.productName)).toEqual([
      'AC 1M',
      'AC 35',
    ]);
    expect(selectIsCompared(store.getState(), 'AC 35')).toBe(true);
    expect(selectIsCompared(store.getState(), 'AC 60')).toBe(false);
    expect(selectCompareIsFull(store.getState())).toBe(false);
    store.dispatch(compareToggled('AC 60'));
    expect(selectCompareIsFull(store.getState())).toBe(true);
    store.dispatch(orderChosen('price'));
    expect(selectComparedPlans(store.getState()).map((p) => p.productName)).toEqual([
      'AC 35',
      'AC 60',
      'AC 1M',
    ]);
  });

  it('gives every offered plan its breakdown, adding up to its price', () => {
    const store = storeWith(aQuote({ ages: ['34', '72'] }));
    const breakdowns = selectPriceBreakdowns(store.getState());
    for (const plan of selectOrderedPlans(store.getState()))
      expect(breakdowns[plan.productName]?.total).toBe(plan.price);
    expect(breakdowns['AC 1M']).toBeUndefined();
  });

  it('names the plans the oldest age hides', () => {
    expect(selectHiddenPlans(storeWith(aQuote({ ages: ['30'] })).getState())).toEqual([]);
    expect(
      selectHiddenPlans(storeWith(aQuote({ ages: ['30', '72'] })).getState()).map(
        (hidden) => hidden.productName,
      ),
    ).toEqual(['AC 1M']);
    expect(
      selectHiddenPlans(storeWith(aQuote({ ages: ['80'] })).getState()).map(
        (hidden) => hidden.productName,
      ),
    ).toEqual(['AC 1M', 'AC 250', 'AC 150']);
  });
});
