import { describe, expect, it } from '@jest/globals';
import {
  decide,
  fails,
  interval,
  median,
  NO_DATA,
  pageVerdict,
  rotated,
  roundsUntilDecided,
} from './verdict.mjs';

// The bench's verdict (contract section 8), on figures whose interval can be worked by hand.

describe('the 98% interval of the mean', () => {
  it("is Student's t times the standard error either side of the mean", () => {
    // Mean 10, sample standard deviation 1 (squares 4 over 4 degrees), 5 rounds: 3.747 / sqrt(5).
    const { mean, low, high } = interval([9, 9, 10, 11, 11]);
    expect(mean).toBe(10);
    const half = 3.747 / Math.sqrt(5);
    expect(high - mean).toBeCloseTo(half, 6);
    expect(mean - low).toBeCloseTo(half, 6);
  });

  it('is taken only at the checkpoints', () => {
    expect(() => interval([1, 2, 3])).toThrow();
    expect(interval(Array.from({ length: 10 }, (_, i) => i)).n).toBe(10);
    expect(interval(Array.from({ length: 20 }, (_, i) => i)).n).toBe(20);
  });
});

describe('one figure against its budget', () => {
  const limit = Math.log(1.1);
  it('is within when the whole interval is inside the budget', () => {
    expect(decide([0.01, 0.02, 0.03, 0.02, 0.01], limit).verdict).toBe('within');
  });

  it('is over when the whole interval is past it', () => {
    expect(decide([0.3, 0.31, 0.29, 0.3, 0.32], limit).verdict).toBe('over');
  });

  it('stays open while rounds remain, and is undecided after the last', () => {
    const straddling = [0.05, 0.15, 0.08, 0.12, 0.1];
    expect(decide(straddling, limit).verdict).toBe('open');
    expect(decide([...straddling, ...straddling], limit).verdict).toBe('open');
    expect(
      decide([...straddling, ...straddling, ...straddling, ...straddling], limit).verdict,
    ).toBe('undecided');
  });

  it('one slow round of five cannot make a page over, nor a lucky one make it within', () => {
    // A TBT difference near 0 with one round at +200 ms (a busy moment): not over.
    expect(decide([0, 5, -3, 200, 2], 30).verdict).toBe('open');
    // A page 60 ms over with one round at 0: not within.
    expect(decide([60, 65, 0, 58, 62], 30).verdict).not.toBe('within');
  });
});

describe("a page's verdict", () => {
  const figure = (verdict) => ({ verdict });
  it('is over when any figure is, within when all are, open or undecided otherwise', () => {
    expect(pageVerdict([figure('within'), figure('over')])).toBe('over');
    expect(pageVerdict([figure('within'), figure('within')])).toBe('within');
    expect(pageVerdict([figure('within'), figure('open')])).toBe('open');
    expect(pageVerdict([figure('undecided'), figure('within')])).toBe('undecided');
  });
});

describe('the order of a round', () => {
  it('rotates, each page first in turn', () => {
    const pages = ['yardstick', '/', '/quote', '/checkout'];
    expect([0, 1, 2, 3].map((round) => rotated(pages, round)[0])).toEqual(pages);
    expect(rotated(pages, 1)).toEqual(['/', '/quote', '/checkout', 'yardstick']);
  });
});

describe('no data', () => {
  it('is the verdict of a figure with no rounds, or a round without its figure, and fails', () => {
    expect(decide([], 30).verdict).toBe(NO_DATA);
    expect(decide([1, 2, undefined, 3, 4], 30).verdict).toBe(NO_DATA);
    expect(decide([1, 2, NaN, 3, 4], 30).verdict).toBe(NO_DATA);
    expect(fails(NO_DATA)).toBe(true);
    expect(fails('over')).toBe(true);
    expect(fails('undecided')).toBe(false);
  });

  it("is a page's verdict when any of its figures has none, or it has no figures", () => {
    expect(pageVerdict([{ verdict: 'within' }, { verdict: NO_DATA }])).toBe(NO_DATA);
    expect(pageVerdict([])).toBe(NO_DATA);
    expect(pageVerdict([{ verdict: 'over' }, { verdict: NO_DATA }])).toBe('over');
  });

  it('makes a median of no rounds no figure, inside no budget', () => {
    expect(median([])).toBeNaN();
    expect(median([]) < 100).toBe(false);
    expect(median([3, 1, 2])).toBe(2);
  });
});

describe('the rounds of a measure', () => {
  const limit = 100;
  // A figure that stays near its budget: its interval straddles it at every checkpoint.
  const straddling = (round) => [80, 120, 95, 105, 100][round % 5];
  const judge = (samples) => decide(samples, limit).verdict;
  const run = async (figure) => {
    const rounds = [];
    const result = await roundsUntilDecided(async (round) => {
      rounds.push(round);
      return figure(round);
    }, judge);
    return { ...result, rounds: rounds.length };
  };

  it('stop at 5 when their interval decides', async () => {
    const { verdict, rounds } = await run(() => 20);
    // Five equal figures: an interval of one point.
    expect({ verdict, rounds }).toEqual({ verdict: 'within', rounds: 5 });
  });

  it('go on to 10, then 20, while the interval is open, and are undecided after', async () => {
    const { verdict, rounds, samples } = await run(straddling);
    expect({ verdict, rounds, samples: samples.length }).toEqual({
      verdict: 'undecided',
      rounds: 20,
      samples: 20,
    });
  });

  it('stop at 10 when the interval closes there', async () => {
    // Open after five rounds (one slow), decided within after ten.
    const figures = [20, 22, 21, 150, 20, 21, 20, 22, 21, 20];
    const { verdict, rounds } = await run((round) => figures[round - 1]);
    expect({ verdict, rounds }).toEqual({ verdict: 'within', rounds: 10 });
  });

  it('run again for a round that gave no figure, a few times at most', async () => {
    const lostEveryOther = await run((round) => (round % 2 === 0 ? null : 20));
    expect(lostEveryOther.verdict).toBe('within');
    expect(lostEveryOther.rounds).toBe(9);
    const neverAFigure = await run(() => null);
    expect(neverAFigure.verdict).toBe(NO_DATA);
    expect(neverAFigure.rounds).toBe(25);
  });
});
