// The first load of the site's pages by Lighthouse CI (lighthouserc.cjs), beside the landing
// page's own HTML with every script removed, in rounds of rotating order: per round LCP as a
// log ratio to the yardstick and TBT as a difference, and after 5, 10 and 20 rounds the 98%
// interval of their means decides each page (./verdict.mjs); a decided page leaves the rounds.
// Used by `npm run bench` (./bench.mjs).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { SEARCH_PAGE, SPEC_SEARCH_MS, YARDSTICK } from './benchPages.mjs';
import { PAGES } from '../../src/app/pageTable.cjs';
import { CHECKPOINTS, decide, NO_DATA, pageVerdict, rotated } from './verdict.mjs';

/**
 * The first load's budget beside the yardstick (contract section 8), in both throttling methods:
 * LCP within x1.10 of the page with no script (its log ratio within ln 1.10), TBT within +30 ms.
 */
export const LCP_RATIO_LIMIT = 1.1;
export const TBT_MARGIN_LIMIT_MS = 30;
/** How the table names each throttling method. */
export const THROTTLING_NAMES = {
  simulate: 'simulated throttling',
  devtools: 'applied (DevTools) throttling',
};
/** The presets and throttling methods: the mobile preset under both, the desktop as PageSpeed. */
export const LIGHTHOUSE_RUNS = [
  ['mobile', 'simulate'],
  ['mobile', 'devtools'],
  ['desktop', 'simulate'],
];
/** Every page of the table of pages (src/app/pageTable.cjs). */
export const SITE_PAGES = PAGES.map((page) => page.path);
/** What every page is also held to, on the median of its rounds (lighthouserc.cjs's EVERY_PAGE). */
export const QUALITY = { accessibility: 100, 'best-practices': 100, seo: 100 };
export const CLS_LIMIT = 0.01;

/** One round of Lighthouse CI: each of `pages` once, in that order; each page's figures. */
function lighthouseRound(preset, throttling, pages, round, out) {
  const env = {
    BENCH_LIGHTHOUSE_PRESET: preset,
    BENCH_LIGHTHOUSE_THROTTLING: throttling,
    BENCH_LIGHTHOUSE_PAGES: pages.join(','),
  };
  const { status } = spawnSync('npx', ['lhci', 'collect'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) throw new Error(`lhci collect (${preset}, ${throttling}) failed`);
  cpSync('.lighthouseci', `${out}/lighthouse-${preset}-${throttling}/round-${round}`, {
    recursive: true,
  });
  const byPage = {};
  for (const file of readdirSync('.lighthouseci').filter((name) => /^lhr-.*\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(`.lighthouseci/${file}`, 'utf8'));
    byPage[new URL(lhr.finalDisplayedUrl).pathname] = {
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      ...Object.fromEntries(
        Object.keys(QUALITY).map((category) => [category, lhr.categories[category].score * 100]),
      ),
    };
  }
  return byPage;
}

/**
 * A page's figures in one round, beside the yardstick's: r, the log of its LCP's ratio, and d,
 * its TBT's difference. /quote's largest paint is its plans, which come the spec's search after
 * its first paint: its own part is its first paint beside the yardstick's, and its plans less
 * the search beside the yardstick's largest paint, whichever is further.
 */
function beside(page, figures, stick) {
  const paint =
    page === SEARCH_PAGE
      ? Math.max(figures.fcp / stick.fcp, (figures.lcp - SPEC_SEARCH_MS) / stick.lcp)
      : figures.lcp / stick.lcp;
  return { r: Math.log(paint), d: figures.tbt - stick.tbt };
}

const NO_FIGURE = { mean: NaN, low: NaN, high: NaN };

/**
 * The first load of every page under one preset and throttling, in rounds whose order rotates,
 * each page decided at the checkpoints and left out of the rounds after. Lighthouse's reports of
 * each round are kept under `out`.
 */
export function lighthouse(preset, throttling, out) {
  const samples = Object.fromEntries(SITE_PAGES.map((page) => [page, []]));
  const decided = {};
  /** A page's verdict on its first `n` figures. */
  const judge = (page, n) => {
    const lcp = decide(
      samples[page].slice(0, n).map((sample) => sample.r),
      Math.log(LCP_RATIO_LIMIT),
    );
    const tbt = decide(
      samples[page].slice(0, n).map((sample) => sample.d),
      TBT_MARGIN_LIMIT_MS,
    );
    return { verdict: pageVerdict([lcp, tbt]), lcp, tbt, rounds: n };
  };
  let open = [...SITE_PAGES];
  // A run Lighthouse could not finish (a figure it could not work out on a busy machine) gives
  // its page no figure that round: the page runs on, up to a few rounds more than the last
  // checkpoint.
  for (let round = 1; open.length > 0 && round <= CHECKPOINTS.at(-1) + 5; round += 1) {
    const order = rotated([YARDSTICK, ...open], round);
    const figures = lighthouseRound(preset, throttling, order, round, out);
    for (const page of open) {
      if (!figures[page] || !figures[YARDSTICK]) continue;
      const sample = { ...figures[page], ...beside(page, figures[page], figures[YARDSTICK]) };
      if (!Number.isFinite(sample.r) || !Number.isFinite(sample.d)) continue;
      samples[page].push(sample);
      if (!CHECKPOINTS.includes(samples[page].length)) continue;
      const result = judge(page, samples[page].length);
      if (result.verdict !== 'open') decided[page] = result;
    }
    open = open.filter((page) => !decided[page]);
  }
  // Still open: undecided on the figures of the last checkpoint it reached; none reached, no
  // data.
  for (const page of open) {
    const reached = CHECKPOINTS.filter((n) => n <= samples[page].length).at(-1);
    const result = reached
      ? judge(page, reached)
      : { verdict: NO_DATA, lcp: NO_FIGURE, tbt: NO_FIGURE, rounds: samples[page].length };
    decided[page] = {
      ...result,
      verdict: result.verdict === 'open' ? 'undecided' : result.verdict,
    };
  }
  return { preset, throttling, samples, decided };
}
