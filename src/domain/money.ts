import { formatCalendarDate } from './dates';

/**
 * An es-PE number format made on its first use and kept: making one costs a phone several
 * milliseconds (the locale's data), which the app's start should not pay for prices that only
 * /quote and /checkout show.
 */
function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('es-PE', options));
}

/** Half up to whole dollars; totals are positive, so Math.round is half up. */
export function roundDollars(amount: number): number {
  return Math.round(amount);
}

const dollars = numberFormat({ maximumFractionDigits: 0, useGrouping: true });

/** 1000000 -> 'US$ 1,000,000' (es-PE groups thousands with commas). */
export function formatDollars(amount: number): string {
  return `US$ ${dollars().format(amount)}`;
}

const cents = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount before rounding: 'US$ 125' when whole, 'US$ 187.50' otherwise. */
export function formatExactDollars(amount: number): string {
  return Number.isInteger(amount) ? formatDollars(amount) : `US$ ${cents().format(amount)}`;
}

/**
 * The soles equivalent of a dollar amount as it is shown, at `rate` soles per dollar, to the
 * céntimo (half up). Worked in whole céntimos and ten-thousandths of a sol, so that no binary
 * fraction tips a half céntimo the wrong way.
 */
export function solesOf(dollars: number, rate: number): number {
  const dollarCents = Math.round(dollars * 100);
  const rateTenThousandths = Math.round(rate * 10_000);
  return Math.floor((dollarCents * rateTenThousandths + 5_000) / 10_000) / 100;
}

const soles = numberFormat({ style: 'currency', currency: 'PEN' });
// A rate is stated with all its decimals (3.742), at least two.
const rateFormat = numberFormat({ style: 'currency', currency: 'PEN', maximumFractionDigits: 4 });

/** 393.75 -> 'S/ 393.75', as Intl writes soles for Peru. */
export function formatSoles(amount: number): string {
  return soles().format(amount);
}

/** The rate stated once on each page with prices (Ley 29571, art. 6). */
export function exchangeRateText(solesPerDollar: number, isoDate: string): string {
  return `Tipo de cambio referencial: ${rateFormat().format(solesPerDollar)} por US$ 1 (${formatCalendarDate(isoDate)})`;
}
