import { config } from '../config';
import {
  exchangeRateText,
  formatDollars,
  formatExactDollars,
  formatSoles,
  solesOf,
} from '../domain/money';

// Every dollar price a visitor sees is followed by its soles equivalent, in the same characters
// (Ley 29571, art. 6; contract section 4), at the build's reference rate.

/** The build's reference rate, at which every price is shown and a purchase is made. */
export const EXCHANGE_RATE = config.exchangeRate;
const { solesPerDollar, date } = EXCHANGE_RATE;

/** A dollar amount as shown, in soles at the build's rate: what a buyer pays in Peru. */
export const inSoles = (dollars: number): number => solesOf(dollars, solesPerDollar);

/** ['US$ 105', 'S/ 393.75']: a price in dollars (`exact`: before rounding) and in soles. */
export const priceParts = (dollars: number, exact = false): [string, string] => [
  exact ? formatExactDollars(dollars) : formatDollars(dollars),
  formatSoles(inSoles(dollars)),
];

/** 'US$ 105 (S/ 393.75)': a whole-dollar price, then its soles. */
export const formatPrice = (dollars: number) => {
  const [inDollars, inSoles] = priceParts(dollars);
  return `${inDollars} (${inSoles})`;
};

/** 'US$ 187.50 (S/ 703.13)': an amount before rounding, then its soles. */
export const formatExactPrice = (dollars: number) => {
  const [inDollars, inSoles] = priceParts(dollars, true);
  return `${inDollars} (${inSoles})`;
};

/** 'Tipo de cambio referencial: S/ 3.75 por US$ 1 (20/11/2026)', once on each page with prices. */
export const EXCHANGE_RATE_TEXT = exchangeRateText(solesPerDollar, date);
