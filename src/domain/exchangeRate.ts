import { isCalendarDate } from './dates';

// Prices are in dollars and, by law, also in soles at a stated reference rate (Ley 29571,
// art. 6; contract section 4). The build takes the rate and its date from EXCHANGE_RATE_PEN and
// EXCHANGE_RATE_DATE.

export interface ExchangeRate {
  /** Soles per US dollar. */
  solesPerDollar: number;
  /** The ISO date the rate was taken on. */
  date: string;
}

// TO CONFIRM BEFORE LAUNCH: the rate the site states until the build is given the current one.
export const DEFAULT_EXCHANGE_RATE: ExchangeRate = { solesPerDollar: 3.75, date: '2026-11-20' };

/**
 * The rate given to the build (an empty setting takes the default). Throws, with a message that
 * names the setting, for a rate that is not a positive number or a date that is not a date: the
 * build must stop rather than print wrong prices.
 */
export function exchangeRateFrom(solesPerDollar = '', date = ''): ExchangeRate {
  const rate =
    solesPerDollar.trim() === '' ? DEFAULT_EXCHANGE_RATE.solesPerDollar : Number(solesPerDollar);
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new Error(
      `EXCHANGE_RATE_PEN must be the soles per US dollar, a positive number such as 3.75 (got "${solesPerDollar}").`,
    );
  }
  const day = date.trim() === '' ? DEFAULT_EXCHANGE_RATE.date : date.trim();
  if (!isCalendarDate(day)) {
    throw new Error(
      `EXCHANGE_RATE_DATE must be the rate's date as YYYY-MM-DD, such as 2026-11-20 (got "${date}").`,
    );
  }
  return { solesPerDollar: rate, date: day };
}
