import { describe, expect, it, jest } from '@jest/globals';
import { pricedPlans } from '../domain/pricing';
import { emptyTraveller } from '../domain/traveller';
import { purchaseCompleted } from '../features/checkout/purchaseSlice';
import { planChosen, selectCheckoutPlan } from '../features/quotePage/selectedPlanSlice';
import { quoteSubmitted, selectLatestQuote, selectPricedPlans } from '../features/quote/quoteSlice';
import { aQuote } from '../testing/fixtures';
import { storeWithStorage } from '../testing/store';
import { STORAGE_KEYS } from './store';

/** A store that has read localStorage, as the site has once it has started. */
async function startedStore() {
  const made = storeWithStorage();
  await new Promise<void>((resolve) => {
    if (made.persistor.getState().bootstrapped) resolve();
    const unsubscribe = made.persistor.subscribe(() => {
      if (made.persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  return made;
}

const stored = (key: string) => {
  const text = window.localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
};

describe('persistence to localStorage as plain JSON', () => {
  it('writes the quote, the plan and the purchase under the contract keys, unwrapped', async () => {
    const { store, persistor } = await startedStore();
    const quote = aQuote({ ages: ['30', '40'] });
    store.dispatch(quoteSubmitted(quote));
    const plan = pricedPlans(quote)[1]!;
    store.dispatch(planChosen(plan));
    const purchase = {
      selectedPlan: plan,
      quoteData: quote,
      travelers: [emptyTraveller(), emptyTraveller()],
      purchaseDate: new Date().toISOString(),
      code: 'CA-20261127-AB12CD',
      confirmationSent: false,
    };
    store.dispatch(purchaseCompleted(purchase));
    await persistor.flush();

    expect(stored(STORAGE_KEYS.quote)).toEqual(quote);
    expect(stored(STORAGE_KEYS.selectedPlan)).toEqual(plan);
    expect(stored(STORAGE_KEYS.purchase)).toEqual(purchase);
    expect(Object.keys(window.localStorage).sort()).toEqual([
      'lastPurchase',
      'latestQuote',
      'selectedPlan',
    ]);
  });

  it('reads back values written by hand as plain JSON (round trip through a new store)', async () => {
    const quote = aQuote({ modality: 'anual_60', departureDate: '', returnDate: '', ages: ['72'] });
    window.localStorage.setItem('latestQuote', JSON.stringify(quote));
    window.localStorage.setItem(
      'selectedPlan',
      JSON.stringify({ productName: 'AC 250', price: 375 }),
    );
    const { store } = await startedStore();

    expect(selectLatestQuote(store.getState())).toEqual(quote);
    expect(selectCheckoutPlan(store.getState())).toMatchObject({
      productName: 'AC 250',
      price: 563,
    });
  });

  it('reprices a stored plan with a forged price from the catalogue', async () => {
    const quote = aQuote({ ages: ['30'] });
    window.localStorage.setItem('latestQuote', JSON.stringify(quote));
    const forged = { ...pricedPlans(quote)[0], price: 1, pricePerDay: 0.01, coverage: 9e9 };
    window.localStorage.setItem('selectedPlan', JSON.stringify(forged));
    const { store, persistor } = await startedStore();

    expect(selectCheckoutPlan(store.getState())?.price ?? null).toBe(105);
    expect(store.getState().selectedPlan.plan).toMatchObject({ price: 105, coverage: 1_000_000 });
    await persistor.flush();
    expect(stored('selectedPlan')).toMatchObject({ price: 105, pricePerDay: 15 });
  });

  it.each([
    ['latestQuote', 'invalid JSON', '{"destination": "Europa"'],
    ['latestQuote', 'a wrong shape', JSON.stringify({ destination: 'Europa' })],
    ['latestQuote', 'a double-encoded value', JSON.stringify(JSON.stringify(aQuote()))],
    [
      'latestQuote',
      'a redux-persist wrapper',
      JSON.stringify({ latest: JSON.stringify(aQuote()), _persist: '{}' }),
    ],
    ['selectedPlan', 'an unknown product name', JSON.stringify({ productName: 'AC 9M', price: 5 })],
    ['selectedPlan', 'invalid JSON', 'undefined'],
    ['lastPurchase', 'an array', '[]'],
  ])('drops and removes %s holding %s', async (key, _label, value) => {
    window.localStorage.setItem('latestQuote', JSON.stringify(aQuote()));
    window.localStorage.setItem(key, value);
    const { store } = await startedStore();

    expect(window.localStorage.getItem(key)).toBeNull();
    const state = store.getState();
    const slice = {
      latestQuote: state.quote.latest,
      selectedPlan: state.selectedPlan.plan,
      lastPurchase: state.purchase.last,
    };
    expect(slice[key as keyof typeof slice]).toBeNull();
  });

  it('starts empty, without throwing, when localStorage itself fails', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { store } = await startedStore();
    expect(selectLatestQuote(store.getState())).toBeNull();
    getItem.mockRestore();
  });
});

describe('selectors', () => {
  it('prices the eligible plans of the latest quote, by coverage descending', async () => {
    const { store } = await startedStore();
    expect(selectPricedPlans(store.getState())).toEqual([]);
    store.dispatch(quoteSubmitted(aQuote({ ages: ['20', '74'] })));
    expect(selectPricedPlans(store.getState()).map((p) => [p.productName, p.price])).toEqual([
      ['AC 250', 219],
      ['AC 150', 175],
      ['AC 60', 131],
      ['AC 35', 88],
    ]);
  });

  it('memoises the priced plans while the quote is unchanged', async () => {
    const { store } = await startedStore();
    store.dispatch(quoteSubmitted(aQuote()));
    expect(selectPricedPlans(store.getState())).toBe(selectPricedPlans(store.getState()));
  });

  it('prices the checkout from the catalogue and the quote, ignoring the stored price', async () => {
    const { store } = await startedStore();
    store.dispatch(quoteSubmitted(aQuote({ ages: ['30', '30'] })));
    store.dispatch(planChosen({ ...pricedPlans(aQuote())[4]!, price: 0 }));
    expect(selectCheckoutPlan(store.getState())?.price ?? null).toBe(70);
  });

  it('forgets the chosen plan when a new quote is submitted', async () => {
    const { store } = await startedStore();
    store.dispatch(quoteSubmitted(aQuote()));
    store.dispatch(planChosen(pricedPlans(aQuote())[0]!));
    store.dispatch(quoteSubmitted(aQuote({ ages: ['80'] })));
    expect(store.getState().selectedPlan.plan).toBeNull();
    expect(selectCheckoutPlan(store.getState())?.price ?? null).toBeNull();
  });
});
