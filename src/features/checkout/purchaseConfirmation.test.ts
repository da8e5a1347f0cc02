import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { findPlan } from '../../domain/catalogue';
import type { CodedPurchase } from '../../domain/purchase';
import { internationalPhone } from '../../domain/phone';
import { emptyTraveller } from '../../domain/traveller';

const traveller = (
  firstName: string,
  docType: 'DNI' | 'PASSPORT',
  docNumber: string,
  phone = '+51987654321',
) => ({
  ...emptyTraveller(),
  firstName,
  lastName: 'Quispe Rojas',
  docType,
  docNumber,
  birthDate: '1990-05-01',
  email: `${firstName.toLowerCase()}@example.pe`,
  phone,
});

const PURCHASE: CodedPurchase = {
  selectedPlan: { ...findPlan('AC 150')!, price: 140 },
  quoteData: {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: '2027-03-12',
    returnDate: '2027-03-19',
    travelers: 2,
    ages: ['34', '36'],
    timestamp: '2026-11-27T15:00:00.000Z',
  },
  travelers: [
    traveller('Ana', 'DNI', '45678901'),
    // Kept before phones were kept in E.164: shown as it was.
    traveller('Luis', 'PASSPORT', 'P1234567', '987 654 321'),
  ],
  purchaseDate: '2026-11-27T15:04:00.000Z',
  code: 'CA-20261127-7K2M9Q',
  confirmationSent: false,
  payment: { method: 'tarjeta', installments: 3 },
};

/** The module with the SDK stood in for, answering as `send` does; and a store to record in. */
async function loadWith(send: (...args: unknown[]) => Promise<unknown>) {
  Object.assign(process.env, {
    EMAILJS_SERVICE_ID: 'service_1',
    EMAILJS_PURCHASE_TEMPLATE_ID: 'template_purchase',
    EMAILJS_PUBLIC_KEY: 'key_1',
    EXCHANGE_RATE_PEN: '3.75',
  });
  const emailjs = { init: jest.fn(), sendForm: jest.fn(send) };
  jest.doMock('@emailjs/browser', () => emailjs);
  const module = await import('./purchaseConfirmation');
  const slice = await import('./purchaseSlice');
  const store = configureStore({ reducer: { purchase: slice.default } });
  store.dispatch(slice.purchaseCompleted(PURCHASE));
  const sentFields = () =>
    emailjs.sendForm.mock.calls.map((call) =>
      Object.fromEntries(new FormData(call[2] as unknown as HTMLFormElement)),
    );
  return { ...module, ...slice, store, emailjs, sentFields };
}

afterEach(() => {
  jest.resetModules();
  for (const name of [
    'EMAILJS_SERVICE_ID',
    'EMAILJS_PURCHASE_TEMPLATE_ID',
    'EMAILJS_PUBLIC_KEY',
    'EXCHANGE_RATE_PEN',
  ])
    delete process.env[name];
});

describe('the purchase’s confirmation e-mail', () => {
  it('carries the code, plan, insurer, cover, trip, total in dollars and soles, and travellers', async () => {
    const { purchaseEmailFields } = await loadWith(async () => ({ status: 200 }));
    expect(purchaseEmailFields(PURCHASE, internationalPhone)).toEqual({
      user_email: 'ana@example.pe',
      purchase_code: 'CA-20261127-7K2M9Q',
      purchase_date: '27/11/2026',
      plan: 'AC 150',
      insurer: 'ASSISTCARD',
      coverage: 'US$ 150,000',
      destination: 'Europa',
      dates: '12/03/2027 al 19/03/2027 (7 días)',
      total: 'US$ 140 (S/\u00a0525.00)',
      travellers:
        'Ana Quispe Rojas, DNI 45678901, +51 987 654 321\nLuis Quispe Rojas, Pasaporte P1234567, 987 654 321',
      payment: 'Tarjeta de crédito o débito, en 3 cuotas de S/\u00a0175.00',
      // The confirmation asks nothing.
      request: '',
    });
  });

  it.each([
    [{ method: 'yape_plin' } as const, 'Yape o Plin'],
    [
      // A CIP still payable when the e-mail goes (as at the purchase).
      {
        method: 'pagoefectivo',
        cip: '04817263',
        cipExpiresAt: '2099-11-28T15:04:00.000Z',
      } as const,
      'PagoEfectivo, CIP 04817263: págalo hasta el 28/11/2099 10:04 (hora de Lima)',
    ],
    [
      // A request sent after the CIP expired says so.
      {
        method: 'pagoefectivo',
        cip: '04817263',
        cipExpiresAt: '2026-11-28T15:04:00.000Z',
      } as const,
      'PagoEfectivo, CIP 04817263: venció el 28/11/2026 10:04 (hora de Lima)',
    ],
  ])('tells the payment %j in one line', async (payment, line) => {
    const { purchaseEmailFields } = await loadWith(async () => ({ status: 200 }));
    expect(purchaseEmailFields({ ...PURCHASE, payment }, internationalPhone).payment).toBe(line);
  });

  it('tells no payment for a purchase stored without one', async () => {
    const { purchaseEmailFields } = await loadWith(async () => ({ status: 200 }));
    const { payment: _none, ...earlier } = PURCHASE;
    expect(purchaseEmailFields(earlier, internationalPhone).payment).toBe('');
  });

  it('gives an annual plan’s year of cover', async () => {
    const { purchaseEmailFields } = await loadWith(async () => ({ status: 200 }));
    const annual = {
      ...PURCHASE,
      quoteData: {
        ...PURCHASE.quoteData,
        modality: 'anual_30' as const,
        departureDate: '',
        returnDate: '',
      },
    };
    expect(purchaseEmailFields(annual, internationalPhone).dates).toBe(
      'Anual múltitrip 30 días: del 27/11/2026 al 27/11/2027',
    );
  });

  it('is posted with the purchase template and recorded as sent', async () => {
    const { sendPurchaseConfirmation, store, emailjs, sentFields, selectLastPurchase } =
      await loadWith(async () => ({ status: 200 }));
    await store.dispatch(sendPurchaseConfirmation(PURCHASE));
    expect(emailjs.sendForm).toHaveBeenCalledTimes(1);
    expect(emailjs.sendForm.mock.calls[0]?.slice(0, 2)).toEqual(['service_1', 'template_purchase']);
    expect(sentFields()[0]).toMatchObject({
      purchase_code: 'CA-20261127-7K2M9Q',
      plan: 'AC 150',
      // Its phones in their international form, once the phone's rules have come.
      travellers: expect.stringContaining('DNI 45678901, +51 987 654 321'),
    });
    expect(selectLastPurchase(store.getState())?.confirmationSent).toBe(true);
  });

  it('sends once while one is on its way, and a failure keeps the purchase, unsent', async () => {
    let refuse!: (error: unknown) => void;
    const { sendPurchaseConfirmation, store, emailjs, selectLastPurchase, selectConfirmationSend } =
      await loadWith(() => new Promise((_, reject) => (refuse = reject)));
    const first = store.dispatch(sendPurchaseConfirmation(PURCHASE));
    expect(selectConfirmationSend(store.getState())).toBe('sending');
    await waitFor(() => expect(emailjs.sendForm).toHaveBeenCalledTimes(1));
    // A second press while the first is on its way sends nothing.
    await store.dispatch(sendPurchaseConfirmation(PURCHASE));
    expect(emailjs.sendForm).toHaveBeenCalledTimes(1);
    refuse({ status: 500, text: 'Error' });
    await first;
    expect(selectConfirmationSend(store.getState())).toBe('failed');
    expect(selectLastPurchase(store.getState())).toMatchObject({
      code: 'CA-20261127-7K2M9Q',
      confirmationSent: false,
    });
  });

  it('offline, waits for the network, then goes', async () => {
    const { sendPurchaseConfirmation, store, emailjs, selectLastPurchase, selectConfirmationSend } =
      await loadWith(async () => ({ status: 200 }));
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = store.dispatch(sendPurchaseConfirmation(PURCHASE));
    expect(selectConfirmationSend(store.getState())).toBe('offline');
    // Pressed again while it waits, nothing more goes.
    await store.dispatch(sendPurchaseConfirmation(PURCHASE));
    expect(emailjs.sendForm).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await sent;
    expect(emailjs.sendForm).toHaveBeenCalledTimes(1);
    expect(selectConfirmationSend(store.getState())).toBeUndefined();
    expect(selectLastPurchase(store.getState())?.confirmationSent).toBe(true);
    onLine.mockRestore();
  });
});
