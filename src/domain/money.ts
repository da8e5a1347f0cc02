import { formatCalendarDate } from './dates';

/**
 * `amount` as Peru writes it and as `Intl.NumberFormat('es-PE')` would: thousands grouped with
 * commas, a decimal point, `maxDecimals` at most (rounded half up on the shortest decimal that
 * reads back as `amount`, as Intl rounds) and `minDecimals` at least. Written here because the
 * first Intl format of a page loads the locale's data, a long wait on a phone, in the task
 * that brings /quote's code; jest checks it against Intl.
 */
export function formatNumber(amount: number, minDecimals: number, maxDecimals: number): string {
  const shortest = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return amount.toFixed(maxDecimals); // 1e21 and such
  const [whole = '', fraction = ''] = shortest.split('.');
  let scaled = Number(whole + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0'));
  if ((fraction[maxDecimals] ?? '0') >= '5') scaled += 1;
  const digits = String(scaled).padStart(maxDecimals + 1, '0');
  const integer = digits.slice(0, digits.length - maxDecimals);
  let decimals = digits.slice(digits.length - maxDecimals);
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const sign = amount < 0 ? '-' : '';
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** 1000000 -> 'US$ 1,000,000' (es-PE groups thousands with commas). */
export function formatDollars(amount: number): string {
  return `US$ ${formatNumber(amount, 0, 0)}`;
}

/** An amount before rounding: 'US$ 125' when whole, 'US$ 187.50' otherwise. */
export function formatExactDollars(amount: number): string {
  return Number.isInteger(amount) ? formatDollars(amount) : `US$ ${formatNumber(amount, 2, 2)}`;
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

/** Intl puts a no-break space between the sign of the sol and the amount. */
const SOL = 'S/\u00a0';

/** 393.75 -> 'S/ 393.75', as Intl writes soles for Peru. */
export function formatSoles(amount: number): string {
  return `${SOL}${formatNumber(amount, 2, 2)}`;
}

/** The rate stated once on each page with prices (Ley 29571, art. 6). */
export function exchangeRateText(solesPerDollar: number, isoDate: string): string {
  // A rate is stated with all its decimals (3.742), at least two.
  return `Tipo de cambio referencial: ${SOL}${formatNumber(solesPerDollar, 2, 4)} por US$ 1 (${formatCalendarDate(isoDate)})`;
}

/** A cover of `dollars` in whole euros at `rate` euros per dollar, never rounded up. */
export function eurosOf(dollars: number, rate: number): number {
  // Worked in hundred-thousandths of a euro, so that no binary fraction tips a boundary.
  return Math.floor((dollars * Math.round(rate * 100_000)) / 100_000);
}

/** 30000 -> '€ 30,000', the sign kept with the amount by a no-break space, as soles are. */
export const formatEuros = (euros: number): string => `€\u00a0${formatNumber(euros, 0, 0)}`;
