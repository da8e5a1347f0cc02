import { describe, expect, it } from '@jest/globals';
import { DEFAULT_EURO_RATE, euroRateFrom } from './euroRate';
import { eurosOf, formatEuros } from './money';
import { euroRateText, schengenVerdict } from './schengen';

describe('the Schengen minimum of € 30,000 on a plan’s maximum cover', () => {
  it('converts the cover to whole euros at the rate, never rounding a plan up to meet', () => {
    expect(eurosOf(150_000, 0.86)).toBe(129_000);
    // 35,000 x 0.8571 = 29,998.5: short of the minimum by a euro and a half.
    expect(eurosOf(35_000, 0.8571)).toBe(29_998);
    // No binary fraction tips the boundary: 0.1 + 0.2 style rates are worked exactly.
    expect(eurosOf(100_000, 0.3)).toBe(30_000);
  });

  it('is met at € 30,000 exactly, and not a euro below', () => {
    expect(schengenVerdict(100_000, 0.3)).toEqual({
      meets: true,
      euros: 30_000,
      text: 'Cumple el mínimo Schengen de €\u00a030,000',
    });
    expect(schengenVerdict(99_999, 0.3)).toEqual({
      meets: false,
      euros: 29_999,
      text: 'No alcanza el mínimo Schengen de €\u00a030,000',
    });
  });

  it('writes euros as Peru groups numbers', () => {
    expect(formatEuros(1_000_000)).toBe('€\u00a01,000,000');
    expect(euroRateText(0.8571, '2026-11-21')).toBe(
      'Tipo de cambio referencial del euro: €\u00a00.8571 por US$ 1 (21/11/2026)',
    );
  });
});

describe('the euro rate given to the build', () => {
  it('is the default when not set, and takes a positive rate and a date', () => {
    expect(euroRateFrom()).toEqual(DEFAULT_EURO_RATE);
    expect(euroRateFrom('0.9215', '2026-12-01')).toEqual({
      eurosPerDollar: 0.9215,
      date: '2026-12-01',
    });
  });

  it.each(['0', '-1', 'euro', '0,92'])('stops the build for the rate %s', (rate) =>
    expect(() => euroRateFrom(rate, '2026-12-01')).toThrow(/EXCHANGE_RATE_EUR\b/),
  );

  it('stops the build for a date that is not one', () =>
    expect(() => euroRateFrom('0.92', '2026-02-30')).toThrow(/EXCHANGE_RATE_EUR_DATE/));
});
