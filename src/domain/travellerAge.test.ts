import { describe, expect, it } from '@jest/globals';
import type { Quote } from './quote';
import { ageUnlikeQuoted, agesCountOn } from './travellerAge';

const perDay: Quote = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: '2027-03-10',
  returnDate: '2027-03-20',
  travelers: 1,
  ages: ['72'],
  timestamp: '2026-11-23T12:00:00.000Z',
};

describe('agesCountOn', () => {
  it("is a per-day trip's departure, and today for every annual modality", () => {
    expect(agesCountOn(perDay, '2026-11-23')).toBe('2027-03-10');
    for (const modality of ['anual_30', 'anual_60', 'larga_estadia'] as const) {
      const annual = { ...perDay, modality, departureDate: '', returnDate: '' };
      expect(agesCountOn(annual, '2026-11-23')).toBe('2026-11-23');
    }
  });
});

describe('ageUnlikeQuoted', () => {
  it.each([
    // Quoted 72, departing 2027-03-10.
    ['the 72nd birthday the day after the departure: 71', '1955-03-11', 71],
    ['the 72nd birthday on the departure', '1955-03-10', null],
    ['the 72nd birthday the day before the departure', '1955-03-09', null],
    ['73 on the departure', '1954-03-09', 73],
  ])('%s', (_, birthDate, expected) => {
    expect(ageUnlikeQuoted('72', birthDate, '2027-03-10')).toBe(expected);
  });

  it('counts a 29 February birthday on 1 March in a common year', () => {
    expect(ageUnlikeQuoted('70', '1956-02-29', '2026-02-28')).toBe(69);
    expect(ageUnlikeQuoted('70', '1956-02-29', '2026-03-01')).toBeNull();
    expect(ageUnlikeQuoted('72', '1956-02-29', '2028-02-29')).toBeNull();
  });

  it('says nothing without a birth date, or with one after the day', () => {
    expect(ageUnlikeQuoted('72', '', '2027-03-10')).toBeNull();
    expect(ageUnlikeQuoted('72', '2027-04-01', '2027-03-10')).toBeNull();
    expect(ageUnlikeQuoted('abc', '1954-03-10', '2027-03-10')).toBeNull();
  });
});
