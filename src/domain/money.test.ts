import { expect, it } from '@jest/globals';
import {
  exchangeRateText,
  formatDollars,
  formatNumber,
  formatExactDollars,
  formatSoles,
  solesOf,
} from './money';

it.each([
  [1_000_000, 'US$ 1,000,000'],
  [35_000, 'US$ 35,000'],
  [38, 'US$ 38'],
])('formats %d as %s', (amount, text) => expect(formatDollars(amount)).toBe(text));

it.each([
  [125, 'US$ 125'],
  [187.5, 'US$ 187.50'],
  [12.5, 'US$ 12.50'],
  [78.75, 'US$ 78.75'],
  [1312.5, 'US$ 1,312.50'],
])('formats the exact amount %d as %s', (amount, text) =>
  expect(formatExactDollars(amount)).toBe(text),
);

// Soles as Intl writes them for Peru (its space is a no-break space).
const S = (text: string) => text.replace(' ', '\u00a0');

it.each([
  [105, 3.75, 393.75],
  [187.5, 3.75, 703.13], // 703.125: half a céntimo, up
  [1, 3.755, 3.76], // 3.755 is 3.75499... in binary; the céntimo is still rounded up
  [1_000_000, 3.7512, 3_751_200],
  [99_999, 3.7499, 374_986.25],
  [0, 3.75, 0],
])('US$ %d at %d soles per dollar is S/ %d', (dollars, rate, amount) =>
  expect(solesOf(dollars, rate)).toBe(amount),
);

it.each([
  [393.75, S('S/ 393.75')],
  [3_751_200, S('S/ 3,751,200.00')],
  [0.5, S('S/ 0.50')],
])('formats %d soles as %s', (amount, text) => expect(formatSoles(amount)).toBe(text));

it.each([
  [3.75, '3.75'],
  [3.742, '3.742'],
  [3.7425, '3.7425'],
  [4, '4.00'],
])('states the rate %d with its date as Peru writes it', (rate, shown) =>
  expect(exchangeRateText(rate, '2026-11-20')).toBe(
    `Tipo de cambio referencial: ${S(`S/ ${shown}`)} por US$ 1 (20/11/2026)`,
  ),
);

// Every amount a page can show, and the halves and carries where a hand-made format could slip,
// written as Intl writes them for Peru (which the site no longer calls: see formatNumber).
const AMOUNTS = [
  0,
  0.5,
  1,
  1.005,
  1.015,
  2.675,
  9.995,
  10.714285714285714,
  12.5,
  78.75,
  99.999,
  187.5,
  236.25,
  393.755,
  703.125,
  999.995,
  1000,
  1312.5,
  1642.5,
  3.742,
  3.7425,
  3.74219,
  3.75,
  3.7512,
  3.755,
  12_345.675,
  99_999.995,
  374_986.25,
  1_000_000,
  3_751_200,
  123_456_789.125,
  -1642.5,
  ...Array.from({ length: 200 }, (_, i) => ((i * 7919) % 100_000) / 1000 + i * 13.37),
];

it.each([
  [0, 0],
  [2, 2],
  [2, 4],
])('writes every amount with %d to %d decimals exactly as Intl does for es-PE', (min, max) => {
  const intl = new Intl.NumberFormat('es-PE', {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  });
  for (const amount of AMOUNTS)
    expect([amount, formatNumber(amount, min, max)]).toEqual([amount, intl.format(amount)]);
});

it('writes soles and the rate with the sign Intl gives the sol for Peru', () => {
  const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
  for (const amount of AMOUNTS.filter((value) => value >= 0)) {
    expect(formatSoles(amount)).toBe(soles.format(amount));
  }
});
