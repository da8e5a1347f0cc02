import { describe, expect, it } from '@jest/globals';
import { parsePurchase } from './purchase';
import { withCode } from './purchaseCode';
import { parseQuote, type Quote } from './quote';
import { parseSelectedPlan } from './selection';
import { emptyTraveller } from './traveller';

const TODAY = '2027-03-01';
const valid: Quote = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: '2027-03-01',
  returnDate: '2027-03-08',
  travelers: 2,
  ages: ['30', '72'],
  timestamp: '2027-02-28T15:00:00.000Z',
};

describe('parseQuote', () => {
  it('reads a valid quote back as a new object', () => {
    const parsed = parseQuote(JSON.parse(JSON.stringify(valid)), TODAY);
    expect(parsed).toEqual(valid);
  });

  it('stores empty dates for modalities other than por_dias', () => {
    const annual = { ...valid, modality: 'anual_30', departureDate: '2027-03-01' };
    expect(parseQuote(annual, TODAY)).toMatchObject({ departureDate: '', returnDate: '' });
  });

  it('keeps ages outside 1-99 (a valid shape that no plan qualifies for)', () => {
    expect(parseQuote({ ...valid, ages: ['30', '120'] }, TODAY)?.ages).toEqual(['30', '120']);
  });

  it.each([
    ['null', null],
    ['an array', [valid]],
    ['a string', 'Europa'],
    ['an unknown destination', { ...valid, destination: 'Marte' }],
    ['an unknown modality', { ...valid, modality: 'semanal' }],
    ['travellers as text', { ...valid, travelers: '2' }],
    ['zero travellers', { ...valid, travelers: 0, ages: [] }],
    ['nine travellers', { ...valid, travelers: 9, ages: Array(9).fill('30') }],
    ['ages not matching travellers', { ...valid, ages: ['30'] }],
    ['numeric ages', { ...valid, ages: [30, 72] }],
    ['a missing timestamp', { ...valid, timestamp: undefined }],
    ['a departure in the past', { ...valid, departureDate: '2027-02-28' }],
    [
      'a return before the departure',
      { ...valid, returnDate: '2027-02-28', departureDate: '2027-03-02' },
    ],
    ['an impossible date', { ...valid, returnDate: '2027-02-30' }],
    ['missing dates for por_dias', { ...valid, departureDate: '', returnDate: '' }],
  ])('rejects %s', (_label, value) => expect(parseQuote(value, TODAY)).toBeNull());

  it('does not carry a __proto__ key into the result', () => {
    const hostile = JSON.parse(
      `{"__proto__": {"polluted": true}, ${JSON.stringify(valid).slice(1)}`,
    );
    const parsed = parseQuote(hostile, TODAY);
    expect(parsed).toEqual(valid);
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseSelectedPlan', () => {
  it('takes every field and the price from the catalogue, never from storage', () => {
    const forged = { productName: 'AC 250', coverage: 9, pricePerDay: 0, price: 1, features: [] };
    expect(parseSelectedPlan(forged, valid)).toMatchObject({
      productName: 'AC 250',
      coverage: 250_000,
      pricePerDay: 12.5,
      price: 219, // 12.5 x 7 x (1 + 1.5) = 218.75
    });
  });

  it.each([
    ['an unknown product', { productName: 'AC 5M' }],
    ['a plan the oldest traveller cannot buy', { productName: 'AC 1M' }],
    ['no product name', { price: 10 }],
    ['an array', ['AC 35']],
  ])('is absent for %s', (_label, value) => expect(parseSelectedPlan(value, valid)).toBeNull());

  it('is absent without a quote', () => {
    expect(parseSelectedPlan({ productName: 'AC 35' }, null)).toBeNull();
  });
});

describe('parsePurchase', () => {
  const traveller = {
    ...emptyTraveller(),
    firstName: 'Ana',
    lastName: 'Quispe',
    docNumber: '12345678',
    birthDate: '1990-05-01',
    email: 'ana@example.pe',
    phone: '987654321',
  };
  const purchase = {
    selectedPlan: { productName: 'AC 35', price: 1 },
    quoteData: { ...valid, departureDate: '2020-01-01', returnDate: '2020-01-08' },
    travelers: [traveller, { ...traveller, gender: 'FEMALE' }],
    purchaseDate: '2020-01-01T10:00:00.000Z',
  };

  it('reads a past purchase, repricing its plan from the catalogue', () => {
    expect(parsePurchase(purchase)?.selectedPlan.price).toBe(88); // 5 x 7 x 2.5 = 87.5
  });

  it('reads a purchase stored before codes existed as one without a code, never sent', () => {
    expect(parsePurchase(purchase)).toMatchObject({ code: null, confirmationSent: false });
  });

  it('gives such a purchase a code dated by its purchase, which it keeps once stored', () => {
    const coded = withCode(parsePurchase(purchase)!, () => new Uint8Array(12));
    // Bought at 05:00 in Lima on 1 January 2020 (10:00 UTC).
    expect(coded.code).toBe('CA-20200101-AAAAAA');
    const storedAgain = parsePurchase(JSON.parse(JSON.stringify(coded)))!;
    expect(storedAgain.code).toBe('CA-20200101-AAAAAA');
    expect(withCode(storedAgain).code).toBe('CA-20200101-AAAAAA');
  });

  it('keeps a stored code and whether the confirmation went out', () => {
    const stored = { ...purchase, code: 'CA-20200101-7K2M9Q', confirmationSent: true };
    expect(parsePurchase(stored)).toMatchObject({
      code: 'CA-20200101-7K2M9Q',
      confirmationSent: true,
    });
    // A code that is not one is replaced, not trusted.
    expect(parsePurchase({ ...stored, code: 'LR-20200101-7K2M9Q' })?.code).toBeNull();
  });

  it('keeps how the buyer chose to pay; a purchase stored without one shows none', () => {
    const cash = {
      method: 'pagoefectivo',
      cip: '04817263',
      cipExpiresAt: '2020-01-02T10:00:00.000Z',
    };
    expect(parsePurchase({ ...purchase, payment: cash })?.payment).toEqual(cash);
    expect(parsePurchase(purchase)).not.toHaveProperty('payment');
  });

  it.each([
    ['an unknown method', { method: 'cheque' }],
    ['five cuotas', { method: 'tarjeta', installments: 5 }],
    ['a CIP of letters', { method: 'pagoefectivo', cip: 'ABCDEFGH', cipExpiresAt: '2020-01-02' }],
    ['a string', 'yape_plin'],
  ])('drops a forged payment (%s) and keeps the purchase', (_label, payment) => {
    const read = parsePurchase({ ...purchase, payment });
    expect(read).toMatchObject({ selectedPlan: { productName: 'AC 35' } });
    expect(read).not.toHaveProperty('payment');
  });

  it.each([
    ['a traveller missing', { ...purchase, travelers: [traveller] }],
    [
      'a traveller with an overlong name',
      { ...purchase, travelers: [traveller, { ...traveller, firstName: 'x'.repeat(61) }] },
    ],
    [
      'an unknown document type',
      { ...purchase, travelers: [traveller, { ...traveller, docType: 'RUC' }] },
    ],
    ['an unknown gender', { ...purchase, travelers: [traveller, { ...traveller, gender: 'X' }] }],
    ['no purchase date', { ...purchase, purchaseDate: 'ayer' }],
    ['an unknown plan', { ...purchase, selectedPlan: { productName: 'Gold' } }],
    ['a broken quote', { ...purchase, quoteData: { ...valid, travelers: 3 } }],
  ])('rejects %s', (_label, value) => expect(parsePurchase(value)).toBeNull());
});
