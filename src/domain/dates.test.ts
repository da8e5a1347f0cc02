import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ageOn, formatCalendarDate, isCalendarDate, localToday, tripDays } from './dates';

afterEach(() => {
  setTimeZone('America/Lima');
  jest.useRealTimers();
});

describe('tripDays', () => {
  it.each([
    ['2027-03-01', '2027-03-01', 1],
    ['2027-03-01', '2027-03-02', 1],
    ['2027-03-01', '2027-03-08', 7],
    ['2027-02-27', '2027-03-01', 2],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-12-31', '2028-01-01', 1],
    ['2027-03-08', '2027-03-01', 1],
  ])('%s -> %s is %d day(s)', (from, to, days) => expect(tripDays(from, to)).toBe(days));

  // 2027-03-14 (New York) and 2027-03-28 (Madrid) move the clocks forward; 2027-11-07 and
  // 2027-10-31 move them back. A local-midnight subtraction would give 6.96 or 7.04 days.
  it.each([
    ['America/New_York', '2027-03-10', '2027-03-17'],
    ['America/New_York', '2027-11-03', '2027-11-10'],
    ['Europe/Madrid', '2027-03-25', '2027-04-01'],
    ['Europe/Madrid', '2027-10-28', '2027-11-04'],
  ])('a 7-day trip across a DST change in %s (%s -> %s) is 7 days', (tz, from, to) => {
    setTimeZone(tz);
    const offset = (iso: string) => new Date(iso).getTimezoneOffset();
    expect(offset(`${from}T12:00:00Z`)).not.toBe(offset(`${to}T12:00:00Z`)); // the zone is live
    expect(tripDays(from, to)).toBe(7);
  });
});

describe('localToday', () => {
  it('is the local calendar date at 22:30 in Lima, when UTC is already tomorrow', () => {
    setTimeZone('America/Lima');
    const lateEvening = new Date('2027-03-10T03:30:00.000Z'); // 22:30 on 9 March in Lima
    expect(lateEvening.toISOString().slice(0, 10)).toBe('2027-03-10');
    expect(localToday(lateEvening)).toBe('2027-03-09');
  });

  it('reads the clock when no instant is given', () => {
    setTimeZone('America/Lima');
    jest.useFakeTimers({ now: new Date('2027-07-01T04:59:00.000Z') });
    expect(localToday()).toBe('2027-06-30');
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2027-03-01', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['2027-3-1', false],
    ['', false],
    [20270301, false],
    [null, false],
  ])('%p -> %p', (value, valid) => expect(isCalendarDate(value)).toBe(valid));
});

it('formats calendar dates the Peruvian way', () => {
  expect(formatCalendarDate('2027-12-24')).toBe('24/12/2027');
});

describe('ageOn', () => {
  it.each([
    // The day before, on and after the birthday.
    ['1954-03-10', '2026-03-09', 71],
    ['1954-03-10', '2026-03-10', 72],
    ['1954-03-10', '2026-03-11', 72],
    // Born on 29 February: a year older on 1 March in a common year, on 29 February in a leap one.
    ['1956-02-29', '2026-02-28', 69],
    ['1956-02-29', '2026-03-01', 70],
    ['1956-02-29', '2028-02-28', 71],
    ['1956-02-29', '2028-02-29', 72],
    // Born on the day itself, and across a year's end.
    ['2026-05-01', '2026-05-01', 0],
    ['1990-12-31', '2027-01-01', 36],
  ])('born %s, on %s: %d', (birth, on, age) => expect(ageOn(birth, on)).toBe(age));

  it('has no age for a birth after the date, or for what is not a calendar date', () => {
    expect(ageOn('2026-05-02', '2026-05-01')).toBeNull();
    expect(ageOn('', '2026-05-01')).toBeNull();
    expect(ageOn('1990-02-30', '2026-05-01')).toBeNull();
    expect(ageOn('1990-01-01', '')).toBeNull();
  });
});
