import { describe, expect, it } from '@jest/globals';
import { findPlan } from './catalogue';
import { coverPeriod } from './coverPeriod';
import { isPurchaseCode, mergePurchases, parsePurchase, type Purchase } from './purchase';
import { purchaseCode } from './purchaseCode';
import { aTraveller } from '../testing/fixtures';

const bytesOf =
  (...values: number[]) =>
  (bytes: Uint8Array) =>
    bytes.map((_, index) => values[index % values.length]!);

const purchase = (overrides: Partial<Purchase['quoteData']>, purchaseDate: string): Purchase => ({
  selectedPlan: { ...findPlan('AC 60')!, price: 90 },
  quoteData: {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: '2027-03-12',
    returnDate: '2027-03-19',
    travelers: 1,
    ages: ['40'],
    timestamp: purchaseDate,
    ...overrides,
  },
  travelers: [],
  purchaseDate,
  code: 'CA-20261127-AAAAAA',
  confirmationSent: false,
});

describe('the code of a purchase', () => {
  it('is CA-, the date in Lima and six characters A-Z, 0-9', () => {
    // 22:30 on the 26th in Lima is 03:30 on the 27th in UTC.
    expect(purchaseCode(new Date('2026-11-27T03:30:00Z'), bytesOf(0, 25, 26, 35))).toBe(
      'CA-20261126-AZ09AZ',
    );
    const code = purchaseCode(new Date('2026-11-27T15:00:00Z'));
    expect(isPurchaseCode(code)).toBe(true);
    expect(code.startsWith('CA-20261127-')).toBe(true);
    expect(isPurchaseCode('LR-20261127-AZ09AZ')).toBe(false);
  });

  it('differs from one purchase to the next', () => {
    const now = new Date();
    expect(new Set(Array.from({ length: 20 }, () => purchaseCode(now))).size).toBe(20);
  });
});

describe('the days a purchase covers', () => {
  it('are the trip’s for a per-day plan', () => {
    expect(coverPeriod(purchase({}, '2026-11-27T15:00:00.000Z'))).toEqual({
      from: '2027-03-12',
      to: '2027-03-19',
    });
  });

  it('are a year from the day of purchase for the annual modalities', () => {
    const annual = { modality: 'anual_30' as const, departureDate: '', returnDate: '' };
    expect(coverPeriod(purchase(annual, '2026-11-27T15:00:00.000Z'))).toEqual({
      from: '2026-11-27',
      to: '2027-11-27',
    });
    // 29 February rolls on to 1 March in a year without one.
    expect(coverPeriod(purchase(annual, '2028-02-29T15:00:00.000Z')).to).toBe('2029-03-01');
  });
});

describe('two copies of the last purchase made one (every tab keeps the same)', () => {
  const bought = purchase({}, '2026-12-06T15:00:00.000Z');
  const cancel = { kind: 'anulacion' as const, sentAt: '2026-12-06T16:00:00.000Z' };
  const move = {
    kind: 'cambio_fechas' as const,
    sentAt: '2026-12-06T15:30:00.000Z',
    departureDate: '2027-03-14',
    returnDate: '2027-03-21',
    total: 90,
  };

  it('keeps the later of two purchases, whichever copy holds it', () => {
    const later = purchase({}, '2026-12-07T09:00:00.000Z');
    expect(mergePurchases(bought, later)).toBe(later);
    expect(mergePurchases(later, bought)).toBe(later);
    expect(mergePurchases(null, bought)).toBe(bought);
    expect(mergePurchases(bought, null)).toBe(bought);
  });

  it('keeps what either copy of one purchase knows: its confirmation, code and requests', () => {
    const stored = { ...bought, requests: [{ ...move, unsent: true as const }] };
    const ours = { ...bought, code: null, confirmationSent: true, requests: [move, cancel] };
    const merged = mergePurchases(stored, ours);
    expect(merged).toEqual({ ...bought, confirmationSent: true, requests: [move, cancel] });
    // Made one again with either copy, it stays as it is.
    expect(mergePurchases(merged, ours)).toEqual(merged);
    expect(mergePurchases(merged, stored)).toEqual(merged);
  });

  it('never takes back a request sent, nor one only this copy holds', () => {
    const sent = { ...move, sentAt: '2026-12-06T15:31:00.000Z' };
    const stored = { ...bought, requests: [sent] };
    const ours = { ...bought, requests: [{ ...move, unsent: true as const }, cancel] };
    expect(mergePurchases(stored, ours)?.requests).toEqual([sent, cancel]);
  });
});

describe('the rate a purchase was made at', () => {
  const stored = (exchangeRate: unknown) =>
    parsePurchase({
      ...purchase({}, '2026-11-27T15:04:00.000Z'),
      travelers: [aTraveller()],
      exchangeRate,
    });

  it('is read back with the purchase', () => {
    expect(stored({ solesPerDollar: 3.9, date: '2026-11-18' })?.exchangeRate).toEqual({
      solesPerDollar: 3.9,
      date: '2026-11-18',
    });
  });

  it.each([
    ['absent (an earlier version kept none)', undefined],
    ['a rate of text', { solesPerDollar: '3.9', date: '2026-11-18' }],
    ['a rate of zero', { solesPerDollar: 0, date: '2026-11-18' }],
    ['no date', { solesPerDollar: 3.9 }],
    ['a date that is none', { solesPerDollar: 3.9, date: '2026-02-30' }],
  ])('is dropped when %s, the purchase kept', (_label, exchangeRate) => {
    const read = stored(exchangeRate);
    expect(read).not.toBeNull();
    expect(read).not.toHaveProperty('exchangeRate');
  });
});
