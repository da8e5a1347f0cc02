import { expect, it } from '@jest/globals';
import { formatDollars, formatExactDollars, roundDollars } from './money';

it.each([
  [37.5, 38],
  [37.49, 37],
  [236.25, 236],
  [0.5, 1],
])('rounds %d half up to %d', (amount, rounded) => expect(roundDollars(amount)).toBe(rounded));

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
