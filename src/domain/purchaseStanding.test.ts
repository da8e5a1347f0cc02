import { describe, expect, it } from '@jest/globals';
import type { CoverRequest } from './coverRequest';
import type { Purchase } from './purchase';
import {
  purchaseStanding,
  replacedByCancellation,
  type PurchaseStanding,
} from './purchaseStanding';

const NOW = new Date('2026-12-01T14:05:00.000Z');
const cip = (cipExpiresAt: string) => ({
  method: 'pagoefectivo' as const,
  cip: '04817263',
  cipExpiresAt,
});
const cancellation: CoverRequest = { kind: 'anulacion', sentAt: '2026-12-01T13:00:00.000Z' };
const newDates = (sentAt: string): CoverRequest => ({
  kind: 'cambio_fechas',
  sentAt,
  departureDate: '2026-12-11',
  returnDate: '2026-12-18',
  total: 105,
});

describe('where a purchase stands', () => {
  it.each([
    ['a card purchase', {}, { state: 'made' }],
    ['a CIP still payable', { payment: cip('2026-12-02T13:00:00.000Z') }, { state: 'cipToPay' }],
    ['a CIP past its expiry', { payment: cip('2026-12-01T14:05:00.000Z') }, { state: 'made' }],
    [
      'a cancellation asked, before anything else',
      {
        payment: cip('2026-12-02T13:00:00.000Z'),
        requests: [newDates('2026-11-30T15:00:00.000Z'), cancellation],
      },
      { state: 'cancellationAsked', sentAt: cancellation.sentAt },
    ],
  ] as [string, Pick<Purchase, 'payment' | 'requests'>, PurchaseStanding][])(
    '%s',
    (_label, purchase, standing) => {
      expect(purchaseStanding(purchase, NOW)).toEqual(standing);
    },
  );
});

describe('a change of dates replaced by a cancellation', () => {
  it('is one sent before the cancellation', () => {
    const before = newDates('2026-11-30T15:00:00.000Z');
    expect(replacedByCancellation(before, [before, cancellation])).toBe(true);
  });

  it('is never the cancellation itself, nor a change without a cancellation', () => {
    const before = newDates('2026-11-30T15:00:00.000Z');
    expect(replacedByCancellation(cancellation, [before, cancellation])).toBe(false);
    expect(replacedByCancellation(before, [before])).toBe(false);
  });
});
