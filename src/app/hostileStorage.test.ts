import { describe, expect, it } from '@jest/globals';
import { formatDollars } from '../domain/money';
import { internationalPhone } from '../domain/phone';
import { shownDocument } from '../domain/travellerDocument';
import { selectCheckoutPlan } from '../features/quotePage/selectedPlanSlice';
import { selectLatestQuote, selectPricedPlans } from '../features/quote/quoteSlice';
import { daysFromToday } from '../testing/fixtures';
import { hostileStorageCases, type Outcome } from '../testing/hostileStorage';
import { storeWithStorage } from '../testing/store';
import type { RootState } from '../store/rootState';

/** A store that has read localStorage, as the site has once it has started. */
async function startedStore() {
  const made = storeWithStorage();
  await new Promise<void>((resolve) => {
    const check = () => made.persistor.getState().bootstrapped && resolve();
    made.persistor.subscribe(check);
    check();
  });
  return made.store;
}

/** What /quote shows for this state (QuotePage). */
function quoteOutcome(state: RootState): Outcome {
  if (!selectLatestQuote(state)) return 'redirect';
  return selectPricedPlans(state).length === 0 ? 'empty' : 'plans';
}

/** What /checkout shows for this state (CheckoutPage). */
function checkoutOutcome(state: RootState): Outcome {
  if (!selectLatestQuote(state) || !selectCheckoutPlan(state)) return 'redirect';
  return `total ${formatDollars(selectCheckoutPlan(state)!.price)}`;
}

describe('hostile localStorage, read by the store', () => {
  it.each(hostileStorageCases(daysFromToday))('$label', async (hostile) => {
    for (const [key, value] of Object.entries(hostile.storage)) {
      window.localStorage.setItem(key, value);
    }
    const state = (await startedStore()).getState();

    expect(quoteOutcome(state)).toBe(hostile.quote);
    expect(checkoutOutcome(state)).toBe(hostile.checkout);
    for (const key of hostile.removed) expect(window.localStorage.getItem(key)).toBeNull();
    if (hostile.purchaseShows) {
      expect(shownDocument(state.purchase.last!.travelers[0]!)).toBe(hostile.purchaseShows);
    }
    if (hostile.phoneShown) {
      expect(internationalPhone(state.purchase.last!.travelers[0]!.phone)).toBe(hostile.phoneShown);
    }
    if (hostile.purchaseRequests !== undefined) {
      expect(state.purchase.last).toMatchObject({ selectedPlan: { productName: 'AC 35' } });
      expect(state.purchase.last?.requests ?? []).toHaveLength(hostile.purchaseRequests);
    }
    if (hostile.purchaseWithoutPayment) {
      expect(state.purchase.last).toMatchObject({ selectedPlan: { productName: 'AC 35' } });
      expect(state.purchase.last).not.toHaveProperty('payment');
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
