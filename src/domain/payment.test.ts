import { describe, expect, it } from '@jest/globals';
import { formatLimaDateTime } from './limaTime';
import {
  DEFAULT_PAYMENT_CHOICE,
  INSTALLMENT_COUNTS,
  parsePayment,
  parsePaymentChoice,
  type Payment,
} from './payment';
import {
  choiceFor,
  installmentAmount,
  installmentsText,
  cipExpired,
  paymentText,
  paymentTextInEnglish,
  walletAllows,
} from './paymentTerms';
import { paymentAtPurchase } from './purchaseCode';

/** Lima's wall clock, 'YYYY-MM-DDTHH:MM', as an instant (Lima is UTC-5 all year). */
const inLima = (clock: string) => new Date(`${clock}:00-05:00`);

describe('installmentAmount: the total in soles over the cuotas, rounded up to the céntimo', () => {
  it.each([
    [821.25, 1, 821.25],
    [821.25, 3, 273.75],
    [1095, 3, 365],
    [1095, 12, 91.25],
    [100, 3, 33.34],
    [100, 6, 16.67],
    [1000, 12, 83.34],
    [131.25, 12, 10.94],
    [0.01, 12, 0.01],
    [499.99, 6, 83.34],
    [4106.25, 12, 342.19],
  ] as const)('S/ %d in %d cuotas: S/ %d each', (total, count, each) =>
    expect(installmentAmount(total, count)).toBe(each),
  );

  it('never asks less than the total, nor a céntimo a cuota more than it needs', () => {
    for (let cents = 1; cents <= 300_000; cents += 97) {
      const total = cents / 100;
      for (const count of INSTALLMENT_COUNTS) {
        const eachCents = Math.round(installmentAmount(total, count) * 100);
        expect(eachCents * count).toBeGreaterThanOrEqual(cents);
        expect((eachCents - 1) * count).toBeLessThan(cents);
      }
    }
  });

  it('reads as the contract writes it, one cuota or many', () => {
    expect(installmentsText(821.25, 3)).toBe('3 cuotas de S/\u00a0273.75');
    expect(installmentsText(821.25, 1)).toBe('1 cuota de S/\u00a0821.25');
    expect(installmentsText(4106.25, 12)).toBe('12 cuotas de S/\u00a0342.19');
  });
});

describe("the wallets' limit of S/ 500 per operation", () => {
  it.each([
    [0.01, true],
    [499.99, true],
    [500, true],
    [500.01, false],
    [525, false],
  ])('S/ %d: Yape o Plin allowed %s', (total, allowed) =>
    expect(walletAllows(total)).toBe(allowed),
  );

  it('a wallet kept for a total over the limit gives way to the card in one cuota', () => {
    const wallet = { method: 'yape_plin', installments: 1 } as const;
    expect(choiceFor(wallet, 500)).toBe(wallet);
    expect(choiceFor(wallet, 500.01)).toEqual(DEFAULT_PAYMENT_CHOICE);
    const cash = { method: 'pagoefectivo', installments: 6 } as const;
    expect(choiceFor(cash, 9000)).toBe(cash);
  });
});

describe('a PagoEfectivo CIP', () => {
  const cash = { method: 'pagoefectivo', installments: 1 } as const;

  it('is eight digits, each drawn evenly (bytes from 250 up are drawn again)', () => {
    const bytes = [250, 255, 0, 9, 19, 249, 123, 77, 5, 61, 240, 251, 8, 3, 2, 1];
    const payment = paymentAtPurchase(cash, 100, new Date(), (buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(payment).toMatchObject({ method: 'pagoefectivo', cip: '09993751' });
  });

  it('is new at each purchase', () => {
    const cips = new Set(
      Array.from({ length: 20 }, () => {
        const payment = paymentAtPurchase(cash, 100, new Date())!;
        return payment.method === 'pagoefectivo' ? payment.cip : '';
      }),
    );
    expect([...cips].every((cip) => /^\d{8}$/.test(cip))).toBe(true);
    expect(cips.size).toBeGreaterThan(15);
  });

  it.each([
    ['within a day', '2026-11-27T10:04', '28/11/2026 10:04'],
    [
      "across a day's end in Lima (already the next day in UTC)",
      '2026-11-27T23:50',
      '28/11/2026 23:50',
    ],
    ["across a month's end", '2026-11-30T21:15', '01/12/2026 21:15'],
    ["across a year's end", '2026-12-31T19:30', '01/01/2027 19:30'],
    ['across the end of a February', '2028-02-28T12:00', '29/02/2028 12:00'],
  ])('expires 24 hours after the purchase, said in Lima time: %s', (_label, bought, deadline) => {
    const now = inLima(bought);
    const payment = paymentAtPurchase(cash, 100, now)!;
    expect(payment.method === 'pagoefectivo' && payment.cipExpiresAt).toBe(
      new Date(now.getTime() + 24 * 3_600_000).toISOString(),
    );
    expect(paymentText(payment, 100, now)).toContain(`págalo hasta el ${deadline} (hora de Lima)`);
    // From its expiry on, it is never payable.
    const expiry = new Date(now.getTime() + 24 * 3_600_000);
    expect(cipExpired(payment as { cipExpiresAt: string }, new Date(expiry.getTime() - 1))).toBe(
      false,
    );
    expect(cipExpired(payment as { cipExpiresAt: string }, expiry)).toBe(true);
    expect(paymentText(payment, 100, expiry)).toContain(`venció el ${deadline} (hora de Lima)`);
  });

  it('the card and the wallets are kept as chosen', () => {
    expect(paymentAtPurchase({ method: 'tarjeta', installments: 6 }, 821.25, new Date())).toEqual({
      method: 'tarjeta',
      installments: 6,
    });
    expect(paymentAtPurchase({ method: 'yape_plin', installments: 3 }, 500, new Date())).toEqual({
      method: 'yape_plin',
    });
  });

  it('makes no payment by Yape o Plin above their S/ 500.00 a operation, whatever was chosen', () => {
    const wallet = { method: 'yape_plin', installments: 1 } as const;
    expect(paymentAtPurchase(wallet, 500.01, new Date())).toBeNull();
    expect(paymentAtPurchase(wallet, 821.25, new Date())).toBeNull();
    // The other ways pay any total.
    expect(paymentAtPurchase({ ...wallet, method: 'tarjeta' }, 821.25, new Date())).not.toBeNull();
    expect(paymentAtPurchase(cash, 821.25, new Date())).not.toBeNull();
  });
});

describe('formatLimaDateTime', () => {
  it("writes Lima's wall clock whatever the instant's zone", () => {
    expect(formatLimaDateTime(new Date('2026-12-01T04:59:00Z'))).toBe('30/11/2026 23:59');
    expect(formatLimaDateTime(new Date('2026-12-01T05:00:00Z'))).toBe('01/12/2026 00:00');
  });
});

describe('parsePayment: reading `lastPurchase.payment` back', () => {
  const cip = { method: 'pagoefectivo', cip: '04817263', cipExpiresAt: '2026-11-28T15:04:00.000Z' };

  it.each([
    [{ method: 'tarjeta', installments: 1 }],
    [{ method: 'tarjeta', installments: 12 }],
    [{ method: 'yape_plin' }],
    [cip],
  ])('keeps %j', (payment) =>
    expect(parsePayment(JSON.parse(JSON.stringify(payment)))).toEqual(payment),
  );

  it('keeps only the fields of its shape', () => {
    expect(parsePayment({ method: 'yape_plin', cardNumber: '4111' })).toEqual({
      method: 'yape_plin',
    });
    expect(parsePayment({ method: 'tarjeta', installments: 3, cip: '12345678' })).toEqual({
      method: 'tarjeta',
      installments: 3,
    });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['a string', 'tarjeta'],
    ['an array', [{ method: 'yape_plin' }]],
    ['an unknown method', { method: 'bitcoin' }],
    ['no method', { installments: 3 }],
    ['two cuotas', { method: 'tarjeta', installments: 2 }],
    ['cuotas as text', { method: 'tarjeta', installments: '3' }],
    ['a card without cuotas', { method: 'tarjeta' }],
    ['a CIP of seven digits', { ...cip, cip: '1234567' }],
    ['a CIP as a number', { ...cip, cip: 12345678 }],
    ['a CIP with letters', { ...cip, cip: '1234567A' }],
    ['no CIP', { method: 'pagoefectivo', cipExpiresAt: cip.cipExpiresAt }],
    ['an expiry that is no instant', { ...cip, cipExpiresAt: 'mañana' }],
    ['an expiry without its zone', { ...cip, cipExpiresAt: '2026-11-28T15:04:00' }],
    ['a huge expiry', { ...cip, cipExpiresAt: `2026-11-28T15:04:00.000${'0'.repeat(100_000)}Z` }],
    ['a __proto__ method', JSON.parse('{"__proto__": {"method": "yape_plin"}}')],
  ])('drops %s', (_label, value) => expect(parsePayment(value)).toBeNull());
});

describe('parsePaymentChoice: the tab draft’s choice', () => {
  it('keeps a choice and refuses anything else', () => {
    expect(parsePaymentChoice({ method: 'pagoefectivo', installments: 6 })).toEqual({
      method: 'pagoefectivo',
      installments: 6,
    });
    expect(parsePaymentChoice({ method: 'tarjeta', installments: 5 })).toBeNull();
    expect(parsePaymentChoice({ method: 'efectivo', installments: 1 })).toBeNull();
    expect(parsePaymentChoice(null)).toBeNull();
  });
});

describe('the payment in one line', () => {
  const cases: [Payment, string, string][] = [
    [
      { method: 'tarjeta', installments: 1 },
      'Tarjeta de crédito o débito, en 1 cuota de S/\u00a0821.25',
      'Credit or debit card, in 1 instalment of S/\u00a0821.25',
    ],
    [
      { method: 'tarjeta', installments: 3 },
      'Tarjeta de crédito o débito, en 3 cuotas de S/\u00a0273.75',
      'Credit or debit card, in 3 instalments of S/\u00a0273.75',
    ],
    [{ method: 'yape_plin' }, 'Yape o Plin', 'Yape or Plin'],
    [
      { method: 'pagoefectivo', cip: '04817263', cipExpiresAt: '2026-12-01T02:30:00.000Z' },
      'PagoEfectivo, CIP 04817263: págalo hasta el 30/11/2026 21:30 (hora de Lima)',
      'PagoEfectivo, CIP 04817263: pay by 30/11/2026 21:30 (Lima time)',
    ],
  ];
  const beforeExpiry = new Date('2026-11-30T02:30:00.000Z');
  it.each(cases)('%j in Spanish and English', (payment, es, en) => {
    expect(paymentText(payment, 821.25, beforeExpiry)).toBe(es);
    expect(paymentTextInEnglish(payment, 821.25, beforeExpiry)).toBe(en);
  });

  it('tells a CIP past its expiry as expired, never as payable', () => {
    const payment: Payment = {
      method: 'pagoefectivo',
      cip: '04817263',
      cipExpiresAt: '2026-12-01T02:30:00.000Z',
    };
    const afterExpiry = new Date('2026-12-01T02:30:00.001Z');
    expect(paymentText(payment, 821.25, afterExpiry)).toBe(
      'PagoEfectivo, CIP 04817263: venció el 30/11/2026 21:30 (hora de Lima)',
    );
    expect(paymentTextInEnglish(payment, 821.25, afterExpiry)).toBe(
      'PagoEfectivo, CIP 04817263: expired on 30/11/2026 21:30 (Lima time)',
    );
  });
});
