import { describe, expect, it } from '@jest/globals';
import { decide, interval, pageVerdict, rotated } from './verdict.mjs';

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
