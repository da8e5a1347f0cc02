import { isCalendarDate } from './dates';

/** The destination whose plans state their cover in euros, against the Schengen minimum. */
export const SCHENGEN_DESTINATION = 'Europa';

/** Euros per US dollar (EXCHANGE_RATE_EUR) and its ISO date (EXCHANGE_RATE_EUR_DATE). */
export interface EuroRate {
  eurosPerDollar: number;
  date: string;
}

// TO CONFIRM BEFORE LAUNCH: the rate stated until the build is given the current one.
export const DEFAULT_EURO_RATE: EuroRate = { eurosPerDollar: 0.86, date: '2026-11-20' };

/** The rate given to the build (empty: the default); throws, naming the setting, if wrong. */
export function euroRateFrom(eurosPerDollar = '', date = ''): EuroRate {
  const rate = eurosPerDollar.trim() ? Number(eurosPerDollar) : DEFAULT_EURO_RATE.eurosPerDollar;
  if (!(rate > 0 && Number.isFinite(rate)))
    throw new Error(
      `EXCHANGE_RATE_EUR: euros per US dollar, such as 0.86 (got "${eurosPerDollar}").`,
    );
  const day = date.trim() || DEFAULT_EURO_RATE.date;
  if (!isCalendarDate(day))
    throw new Error(`EXCHANGE_RATE_EUR_DATE: the rate's date, YYYY-MM-DD (got "${date}").`);
  return { eurosPerDollar: rate, date: day };
}
