import { expect, it } from '@jest/globals';
import { formatDollars, roundDollars } from './money';

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
