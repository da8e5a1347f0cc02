import { describe, expect, it } from '@jest/globals';
import { DEFAULT_EXCHANGE_RATE, exchangeRateFrom } from './exchangeRate';

describe('the exchange rate given to the build', () => {
  it('is the default when not set', () => {
    expect(exchangeRateFrom()).toEqual(DEFAULT_EXCHANGE_RATE);
    expect(exchangeRateFrom('', '')).toEqual(DEFAULT_EXCHANGE_RATE);
  });

  it('takes a positive rate and a calendar date', () => {
    expect(exchangeRateFrom('3.712', '2026-12-01')).toEqual({
      solesPerDollar: 3.712,
      date: '2026-12-01',
    });
  });

  it.each(['0', '-3.75', 'tres', '3,75', 'Infinity'])('stops the build for the rate %s', (rate) =>
    expect(() => exchangeRateFrom(rate, '2026-12-01')).toThrow(/EXCHANGE_RATE_PEN/),
  );

  it.each(['2026-02-30', '20/11/2026', 'ayer'])('stops the build for the date %s', (date) =>
    expect(() => exchangeRateFrom('3.75', date)).toThrow(/EXCHANGE_RATE_DATE/),
  );
});
