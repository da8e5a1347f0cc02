import { describe, expect, it } from '@jest/globals';
import { findPlan } from '../domain/catalogue';
import type { CoverRequest } from '../domain/coverRequest';
import { pricedPlans } from '../domain/pricing';
import type { Purchase } from '../domain/purchase';
import { emptyTraveller } from '../domain/traveller';
import { coverRequested, purchaseCompleted } from '../features/checkout/purchaseSlice';
import { planChosen } from '../features/quotePage/selectedPlanSlice';
import { quoteSubmitted } from '../features/quote/quoteSlice';
import { aQuote } from '../testing/fixtures';
import { aTab, settle, storageChanged } from '../testing/tabs';
import { STORAGE_KEYS } from './store';

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 6, 15, minutes)).toISOString();

function aPurchase(purchaseDate = at(0)): Purchase {
  const quote = aQuote({ ages: ['34'] });
  return {
    selectedPlan: { ...findPlan('AC 60')!, price: 53 },
    quoteData: quote,
    travelers: [emptyTraveller()],
    purchaseDate,
    code: 'CA-20261206-7K2M9Q',
    confirmationSent: true,
  };
}

const cancellation: CoverRequest = { kind: 'anulacion', sentAt: at(5) };
const newDates: CoverRequest = {
  kind: 'cambio_fechas',
  sentAt: at(6),
  departureDate: '2026-12-20',
  returnDate: '2026-12-30',
  total: 83,
};

describe('every tab of the site shares what is kept', () => {
  it('takes a newer quote another tab kept, and the plan choice it cleared', async () => {
    const first = await aTab();
    const second = await aTab();
    const earlier = aQuote({ ages: ['34'], timestamp: at(0) });
    first.store.dispatch(quoteSubmitted(earlier));
    first.store.dispatch(planChosen(pricedPlans(earlier)[0]!));
    await settle(first, second);
    expect(second.store.getState().quote.latest).toEqual(earlier);
    expect(second.store.getState().selectedPlan.plan?.productName).toBe('AC 1M');

    const later = aQuote({ ages: ['34', '71'], timestamp: at(1) });
    second.store.dispatch(quoteSubmitted(later));
    await settle(first, second);
    expect(first.store.getState().quote.latest).toEqual(later);
    expect(first.store.getState().selectedPlan.plan).toBeNull();
    expect(stored(STORAGE_KEYS.quote)).toEqual(later);
    expect(stored(STORAGE_KEYS.selectedPlan)).toBeNull();
  });

  it('ignores an older quote written over a newer one, and puts the newer one back', async () => {
    const tab = await aTab();
    const newer = aQuote({ ages: ['34'], timestamp: at(10) });
    tab.store.dispatch(quoteSubmitted(newer));
    await settle(tab);
    // A tab that had not heard of the newer quote yet writes its own, older one.
    window.localStorage.setItem(
      STORAGE_KEYS.quote,
      JSON.stringify(aQuote({ ages: ['50'], timestamp: at(2) })),
    );
    await settle(tab);
    expect(tab.store.getState().quote.latest).toEqual(newer);
    expect(stored(STORAGE_KEYS.quote)).toEqual(newer);
  });

  it.each([
    ['not JSON', '{"destination": "Europa"'],
    ['no quote', JSON.stringify({ destination: 'Marte', travelers: 1 })],
  ])('drops a malformed value (%s) and keeps the last valid one', async (_what, malformed) => {
    const tab = await aTab();
    const quote = aQuote({ timestamp: at(3) });
    tab.store.dispatch(quoteSubmitted(quote));
    await settle(tab);
    window.localStorage.setItem(STORAGE_KEYS.quote, malformed);
    storageChanged(STORAGE_KEYS.quote);
    expect(tab.store.getState().quote.latest).toEqual(quote);
    expect(stored(STORAGE_KEYS.quote)).toEqual(quote);
  });

  it('takes a plan chosen in another tab, and writes its own later choice', async () => {
    const quote = aQuote({ ages: ['30'], timestamp: at(0) });
    window.localStorage.setItem(STORAGE_KEYS.quote, JSON.stringify(quote));
    const first = await aTab();
    const second = await aTab();
    const [ac1m, ac250] = pricedPlans(quote);
    first.store.dispatch(planChosen(ac1m!));
    await settle(first, second);
    expect(second.store.getState().selectedPlan.plan?.productName).toBe('AC 1M');
    second.store.dispatch(planChosen(ac250!));
    await settle(first, second);
    expect(first.store.getState().selectedPlan.plan?.productName).toBe('AC 250');
    expect(stored(STORAGE_KEYS.selectedPlan).productName).toBe('AC 250');
  });

  it("shows a request made in one tab in the other, and keeps the second tab's beside it", async () => {
    const first = await aTab();
    const second = await aTab();
    first.store.dispatch(purchaseCompleted(aPurchase()));
    await settle(first, second);
    first.store.dispatch(coverRequested(newDates));
    await settle(first, second);
    expect(second.store.getState().purchase.last?.requests).toEqual([
      { ...newDates, unsent: true },
    ]);
    second.store.dispatch(coverRequested(cancellation));
    await settle(first, second);
    const both = [
      { ...newDates, unsent: true },
      { ...cancellation, unsent: true },
    ];
    expect(first.store.getState().purchase.last?.requests).toEqual(both);
    expect(stored(STORAGE_KEYS.purchase).requests).toEqual(both);
  });

  it('keeps both requests when two tabs make one each before hearing of the other', async () => {
    const first = await aTab();
    const second = await aTab();
    first.store.dispatch(purchaseCompleted(aPurchase()));
    await settle(first, second);
    first.store.dispatch(coverRequested(cancellation));
    second.store.dispatch(coverRequested(newDates));
    // The first writes, then the second, which has not heard of the first's write.
    await first.persistor.flush();
    await second.persistor.flush();
    await settle(first, second);
    const both = [
      { ...cancellation, unsent: true },
      { ...newDates, unsent: true },
    ];
    expect(stored(STORAGE_KEYS.purchase).requests).toEqual(both);
    expect(first.store.getState().purchase.last?.requests).toEqual(both);
    expect(second.store.getState().purchase.last?.requests).toEqual(both);
  });

  it('never puts an older purchase over a newer one', async () => {
    const tab = await aTab();
    const newer = aPurchase(at(30));
    tab.store.dispatch(purchaseCompleted(newer));
    await settle(tab);
    window.localStorage.setItem(STORAGE_KEYS.purchase, JSON.stringify(aPurchase(at(1))));
    await settle(tab);
    expect(tab.store.getState().purchase.last?.purchaseDate).toBe(newer.purchaseDate);
    expect(stored(STORAGE_KEYS.purchase).purchaseDate).toBe(newer.purchaseDate);
  });
});
