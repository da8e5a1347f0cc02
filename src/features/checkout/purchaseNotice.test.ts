import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { findPlan } from '../../domain/catalogue';
import type { CodedPurchase } from '../../domain/purchase';
import { CHECKOUT_TOASTS } from './checkoutToasts';
import { MESSAGE_TOASTS } from '../../lib/messageToasts';
import toastReducer, { toastDismissed, toastShown } from '../toast/toastSlice';
import { closePurchaseNotice, noticeAfterToast } from './purchaseNotice';

const PURCHASE: CodedPurchase = {
  selectedPlan: { ...findPlan('AC 150')!, price: 480 },
  quoteData: {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: '2026-12-20',
    returnDate: '2027-01-05',
    travelers: 3,
    ages: ['45', '43', '12'],
    timestamp: '2026-12-06T15:00:00.000Z',
  },
  travelers: [],
  purchaseDate: '2026-12-06T15:04:00.000Z',
  code: 'CA-20261206-7K2M9Q',
  confirmationSent: false,
  payment: { method: 'pagoefectivo', cip: '04817263', cipExpiresAt: '2026-12-07T15:04:00.000Z' },
  exchangeRate: { solesPerDollar: 3.75, date: '2026-11-20' },
};

/** A store with the site's toasts, the spec's toast of the purchase shown, and the notice asked for. */
function afterPurchase(purchase: CodedPurchase = PURCHASE) {
  const store = configureStore({ reducer: { toast: toastReducer } });
  const spec = store.dispatch(toastShown(CHECKOUT_TOASTS.purchaseSimulated)).payload.id;
  store.dispatch(noticeAfterToast(spec, purchase));
  return { store, spec, current: () => store.getState().toast.current };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the notice of a purchase just made', () => {
  it("follows the spec's toast once it has gone, with the CIP, its amount in soles and its deadline, until closed", () => {
    const { store, spec, current } = afterPurchase();
    jest.advanceTimersByTime(1000);
    // The spec's toast first, untouched.
    expect(current()).toMatchObject({ id: spec, title: '¡Compra simulada con éxito!' });
    store.dispatch(toastDismissed(spec));
    jest.advanceTimersByTime(1000);
    expect(current()).toMatchObject({
      title: 'Tu compra CA-20261206-7K2M9Q',
      description:
        'Paga el CIP 04817263 por S/\u00a01,800.00 hasta el 07/12/2026 10:04 (hora de Lima), en la app de tu banco, en agentes o en bodegas. Tu compra está en ‘Mi seguro’.',
      duration: Infinity,
    });
    // It stays: nothing closes it but the buyer.
    jest.advanceTimersByTime(60_000);
    expect(current()?.title).toBe('Tu compra CA-20261206-7K2M9Q');
  });

  it('gives a card purchase its code, and what it is for', () => {
    const { store, spec, current } = afterPurchase({
      ...PURCHASE,
      payment: { method: 'tarjeta', installments: 1 },
    });
    store.dispatch(toastDismissed(spec));
    jest.advanceTimersByTime(1000);
    expect(current()?.description).toBe(
      'Guarda este código: ante una emergencia, llama a ASSISTCARD e indícalo. Tu compra está en ‘Mi seguro’, también sin conexión.',
    );
  });

  it("goes when 'Mi seguro' opens", () => {
    const { store, spec, current } = afterPurchase();
    store.dispatch(toastDismissed(spec));
    jest.advanceTimersByTime(1000);
    closePurchaseNotice(store.dispatch);
    expect(current()).toBeNull();
  });

  it('gives way to a toast shown meanwhile: the visitor has gone on', () => {
    const { store, current } = afterPurchase();
    store.dispatch(toastShown(MESSAGE_TOASTS.messageSent));
    jest.advanceTimersByTime(10_000);
    expect(current()?.title).toBe(MESSAGE_TOASTS.messageSent.title);
  });
});
