import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FIRST_USES, PURCHASE_STEPS } from './interactions.mjs';
import { SITE_PAGES } from './lighthouseRounds.mjs';
import { createReport, lighthouseTable, purchaseTable, tapTable } from './report.mjs';

// The report never passes what it did not measure: a median over no rounds, or a step with no
// figure, reads 'no data' and fails the bench.

// The tables are printed as they are written: kept out of the test's output.
beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

const sample = { r: 0.01, d: 2, cls: 0, accessibility: 100, 'best-practices': 100, seo: 100 };
const within = { mean: 0.01, low: 0, high: 0.02 };
const lighthouseResult = (samplesOf) => ({
  preset: 'mobile',
  throttling: 'simulate',
  samples: Object.fromEntries(SITE_PAGES.map((page) => [page, samplesOf(page)])),
  decided: Object.fromEntries(
    SITE_PAGES.map((page) => [page, { verdict: 'within', lcp: within, tbt: within, rounds: 5 }]),
  ),
});

describe("Lighthouse's quality check", () => {
  it('passes medians at their scores', () => {
    const report = createReport();
    lighthouseTable(
      report,
      lighthouseResult(() => Array(5).fill(sample)),
    );
    expect(report.failed()).toBe(false);
  });

  it('reads no data, and fails, for a page with no rounds', () => {
    const report = createReport();
    lighthouseTable(
      report,
      lighthouseResult((page) => (page === '/checkout' ? [] : [sample])),
    );
    expect(report.failed()).toBe(true);
    expect(report.lines.join('\n')).toContain('/checkout (accessibility no data');
  });
});

/** A round of the purchase with every figure at `figures`, but for `missing` (one traveller). */
const purchaseRound = (figures, missing) => ({
  firstUses: Object.fromEntries(Object.keys(FIRST_USES).map((name) => [name, figures])),
  purchases: {
    1: Object.fromEntries(
      PURCHASE_STEPS.filter((name) => name !== missing).map((name) => [name, figures]),
    ),
    8: Object.fromEntries(PURCHASE_STEPS.map((name) => [name, figures])),
  },
  clicks: [figures, figures],
});

describe("the purchase's steps", () => {
  const quick = { interaction: 40, frame: 30 };

  it('pass when every step is within', () => {
    const report = createReport();
    purchaseTable(report, { samples: Array(5).fill(purchaseRound(quick)) });
    expect(report.failed()).toBe(false);
  });

  it('read no data, and fail, for a step with no figure', () => {
    const report = createReport();
    const missing = PURCHASE_STEPS[4];
    purchaseTable(report, { samples: Array(5).fill(purchaseRound(quick, missing)) });
    expect(report.failed()).toBe(true);
    expect(report.lines.find((line) => line.startsWith(`| ${missing} |`))).toMatch(/NO DATA \|$/);
  });

  it('read no data, and fail, with no rounds at all', () => {
    const report = createReport();
    purchaseTable(report, { samples: [] });
    expect(report.failed()).toBe(true);
  });
});

describe('the tap', () => {
  it('reads no data, and fails, with no rounds', () => {
    const report = createReport();
    tapTable(report, { samples: [] });
    expect(report.failed()).toBe(true);
    expect(report.lines.at(-1)).toContain('NO DATA');
  });

  it('is over when a tap was lost', () => {
    const report = createReport();
    const tap = { answered: 20, shown: 40 };
    tapTable(report, {
      samples: [tap, tap, null, tap, tap].map((site) => ({ site, oneButton: tap })),
    });
    expect(report.failed()).toBe(true);
    expect(report.lines.at(-1)).toContain('OVER (a tap was lost)');
  });

  it("is judged by what the site adds to the one-button page's time, round by round", () => {
    const slowMachine = [180, 170, 175, 185, 178].map((shown) => ({
      site: { answered: shown - 40, shown },
      oneButton: { answered: shown - 60, shown: shown - 30 },
    }));
    const within = createReport();
    tapTable(within, { samples: slowMachine });
    expect(within.failed()).toBe(false);
    expect(within.lines.at(-1)).toContain('within (mean 30 ms');

    const addsTooMuch = slowMachine.map(({ site }) => ({
      site,
      oneButton: { answered: 10, shown: 20 },
    }));
    const over = createReport();
    tapTable(over, { samples: addsTooMuch });
    expect(over.failed()).toBe(true);
    expect(over.lines.at(-1)).toContain('OVER');
  });

  it('reads no data when the one-button page gave no figure in a round', () => {
    const tap = { answered: 20, shown: 40 };
    const report = createReport();
    tapTable(report, {
      samples: [tap, tap, tap, tap, tap].map((site, index) => ({
        site,
        oneButton: index === 2 ? null : tap,
      })),
    });
    expect(report.failed()).toBe(true);
    expect(report.lines.at(-1)).toContain('NO DATA');
  });
});
