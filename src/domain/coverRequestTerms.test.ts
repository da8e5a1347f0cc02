import { describe, expect, it } from '@jest/globals';
import { findPlan } from './catalogue';
import { parseCoverRequests, type CoverRequest } from './coverRequest';
import {
  coverFirstDay,
  lastDayToAsk,
  differenceText,
  requestLine,
  requestsOffered,
  requestsOpen,
  sentText,
  totalForDates,
} from './coverRequestTerms';
import { parsePurchase } from './purchase';
import type { Quote } from './quote';

const perDayTrip: Quote = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: '2026-12-10',
  returnDate: '2026-12-17',
  travelers: 2,
  ages: ['34', '72'],
  timestamp: '2026-11-27T15:00:00.000Z',
};
const annual: Quote = { ...perDayTrip, modality: 'anual_30', departureDate: '', returnDate: '' };
// AC 150: US$ 10 a day, the 72-year-old at 1.5: 7 days x 10 x (1 + 1.5).
const plan = { ...findPlan('AC 150')!, price: 175 };
const bought = (quoteData: Quote, requests?: CoverRequest[]) => ({
  quoteData,
  selectedPlan: plan,
  purchaseDate: '2026-11-27T15:04:00.000Z',
  code: 'CA-20261127-7K2M9Q',
  ...(requests && { requests }),
});
/** An instant given as Lima's clock reads it (UTC-5). */
const inLima = (clock: string) => new Date(`${clock}:00-05:00`);

describe('when a request may be made', () => {
  it.each([
    ['a week before the departure', '2026-12-03T12:00', true],
    ['the day before, a minute to midnight in Lima', '2026-12-09T23:59', true],
    ['the first day of cover, at midnight in Lima', '2026-12-10T00:00', false],
    ['during the trip', '2026-12-12T09:00', false],
    ['after the trip', '2026-12-20T09:00', false],
  ])('a per-day cover, %s: %s', (_when, clock, open) => {
    expect(requestsOpen(bought(perDayTrip), inLima(clock))).toBe(open);
  });

  it('counts the day in Lima, whatever the UTC date', () => {
    // 04:59 UTC on the 10th is still the 9th in Lima; 05:00 UTC is Lima's midnight.
    expect(requestsOpen(bought(perDayTrip), new Date('2026-12-10T04:59:59Z'))).toBe(true);
    expect(requestsOpen(bought(perDayTrip), new Date('2026-12-10T05:00:00Z'))).toBe(false);
  });

  it('an annual cover starts on the day of its purchase (Lima), so it is never open', () => {
    expect(coverFirstDay(bought(annual))).toBe('2026-11-27');
    expect(requestsOpen(bought(annual), new Date('2026-11-27T15:05:00Z'))).toBe(false);
    expect(requestsOffered(bought(annual), new Date('2026-11-27T15:05:00Z'))).toEqual({
      cancel: false,
      changeDates: false,
    });
  });

  it('offers both before a per-day cover starts, and nothing once cancelling is asked', () => {
    const now = inLima('2026-12-01T10:00');
    expect(requestsOffered(bought(perDayTrip), now)).toEqual({ cancel: true, changeDates: true });
    const moved: CoverRequest = {
      kind: 'cambio_fechas',
      sentAt: '2026-12-01T14:00:00.000Z',
      departureDate: '2026-12-12',
      returnDate: '2026-12-19',
      total: 175,
    };
    expect(requestsOffered(bought(perDayTrip, [moved]), now)).toEqual({
      cancel: true,
      changeDates: true,
    });
    const cancelled: CoverRequest = { kind: 'anulacion', sentAt: '2026-12-01T14:00:00.000Z' };
    expect(requestsOffered(bought(perDayTrip, [moved, cancelled]), now)).toEqual({
      cancel: false,
      changeDates: false,
    });
  });
});

describe('new dates, priced by the catalogue’s rules', () => {
  it.each([
    ['the same length a week later', '2026-12-17', '2026-12-24', 175],
    ['three days more', '2026-12-10', '2026-12-20', 250],
    ['a same-day trip counts one day', '2026-12-15', '2026-12-15', 25],
  ])('%s', (_label, from, to, total) => {
    expect(totalForDates(bought(perDayTrip), from, to)).toBe(total);
  });

  it('says the difference beside the purchase in words, each amount as priced', () => {
    const price = (dollars: number) => `US$ ${dollars}`;
    expect(differenceText(250, 175, price)).toBe('US$ 75 más que la compra');
    expect(differenceText(100, 175, price)).toBe('US$ 75 menos que la compra');
    expect(differenceText(175, 175, price)).toBe('Sin diferencia');
    expect(differenceText(175, 175, price, true)).toBe('sin diferencia');
  });
});

describe('the last day to ask', () => {
  it('is the day before the cover starts, across a month and a year', () => {
    expect(lastDayToAsk(bought(perDayTrip))).toBe('2026-12-09');
    expect(
      lastDayToAsk(
        bought({ ...perDayTrip, departureDate: '2027-01-01', returnDate: '2027-01-08' }),
      ),
    ).toBe('2026-12-31');
  });
});

describe('the request in one line, for the e-mail', () => {
  const price = (dollars: number) => `US$ ${dollars}`;
  it('says a change of dates at the same total has no difference, in the sentence', () => {
    const request: CoverRequest = {
      kind: 'cambio_fechas',
      sentAt: '2026-12-01T14:00:00.000Z',
      departureDate: '2026-12-12',
      returnDate: '2026-12-19',
      total: bought(perDayTrip).selectedPlan.price,
    };
    expect(requestLine(request, bought(perDayTrip), price)).toMatch(/, sin diferencia\.$/);
  });
  it('asks to cancel, with the code', () => {
    expect(
      requestLine(
        { kind: 'anulacion', sentAt: '2026-12-01T14:00:00.000Z' },
        bought(perDayTrip),
        price,
      ),
    ).toBe(
      'Solicitud de anulación de la compra CA-20261127-7K2M9Q, antes del inicio de la cobertura.',
    );
  });

  it('asks for new dates, with the new total and the difference', () => {
    const moved: CoverRequest = {
      kind: 'cambio_fechas',
      sentAt: '2026-12-01T14:00:00.000Z',
      departureDate: '2026-12-10',
      returnDate: '2026-12-20',
      total: 250,
    };
    expect(requestLine(moved, bought(perDayTrip), price)).toBe(
      'Solicitud de cambio de fechas de la compra CA-20261127-7K2M9Q: del 10/12/2026 al 20/12/2026; nuevo total US$ 250, US$ 75 más que la compra.',
    );
  });

  it('tells when it was sent, on Lima’s clock', () => {
    expect(sentText({ kind: 'anulacion', sentAt: '2026-12-01T14:05:00.000Z' })).toBe(
      'Enviada el 01/12/2026 09:05; un asesor te confirmará',
    );
  });
});

describe('reading requests back', () => {
  const cancel = { kind: 'anulacion', sentAt: '2026-12-01T14:00:00.000Z' };
  const moved = {
    kind: 'cambio_fechas',
    sentAt: '2026-12-01T15:00:00.000Z',
    departureDate: '2026-12-12',
    returnDate: '2026-12-19',
    total: 175,
  };

  it('reads none when there are none', () => {
    expect(parseCoverRequests(undefined)).toEqual([]);
  });

  it('reads valid requests back, an unsent one still unsent', () => {
    expect(parseCoverRequests([moved, { ...cancel, unsent: true }])).toEqual([
      moved,
      { ...cancel, unsent: true },
    ]);
  });

  it.each([
    ['a list that is not one', { 0: cancel }],
    ['text', 'anulacion'],
  ])('drops %s', (_label, value) => {
    expect(parseCoverRequests(value)).toEqual([]);
  });

  it.each([
    ['an unknown kind', { ...cancel, kind: 'reembolso' }],
    ['no instant', { kind: 'anulacion' }],
    ['a date for an instant', { ...cancel, sentAt: '2026-12-01' }],
    ['an impossible date', { ...moved, departureDate: '2026-02-30' }],
    ['a return before the departure', { ...moved, returnDate: '2026-12-11' }],
    ['a total as text', { ...moved, total: '175' }],
    ['a negative total', { ...moved, total: -5 }],
    ['null', null],
  ])('drops an entry with %s, keeping the others', (_label, forged) => {
    expect(parseCoverRequests([forged, cancel])).toEqual([cancel]);
  });

  it('keeps the purchase whatever its requests hold', () => {
    const purchase = {
      ...bought(perDayTrip),
      travelers: [1, 2].map((n) => ({
        firstName: 'Ana',
        lastName: 'Quispe',
        docType: 'DNI',
        docNumber: `4567890${n}`,
        birthDate: '1990-05-01',
        gender: '',
        email: 'ana@example.pe',
        phone: '987654321',
      })),
      confirmationSent: true,
    };
    expect(parsePurchase({ ...purchase, requests: 'forged' })).not.toBeNull();
    expect(parsePurchase({ ...purchase, requests: 'forged' })?.requests).toBeUndefined();
    expect(parsePurchase({ ...purchase, requests: [moved, { kind: 'x' }] })?.requests).toEqual([
      moved,
    ]);
  });
});
