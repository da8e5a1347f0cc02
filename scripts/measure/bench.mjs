// `npm run bench`: builds, then measures what a phone visitor meets (contract section 8), every
// figure beside its yardstick from the same rounds:
// - the first load of /, /quote and /checkout by Lighthouse CI (lighthouserc.cjs), mobile and
//   desktop presets, beside the landing page's own HTML with every script removed, in rounds of
//   rotating order: per round LCP as a log ratio to the yardstick and TBT as a difference, and
//   after 5, 10 and 20 rounds the 98% interval of their means decides each page (within, over,
//   or undecided: scripts/measure/verdict.mjs); a decided page leaves the rounds;
// - /quote opened cold with a stored quote, and by a link: when its search shows and when its
//   first priced plan does, beside the spec's 3 s;
// - a tap at the first paint and the purchase's interactions (scripts/measure/interactions.mjs),
//   beside the same tap and click on a page with nothing but the button.
// Prints the tables and writes them, with Lighthouse's reports, to bench-results/. Exit status:
// 1 when any figure is over its budget, else 0 (undecided fails nothing).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../tools/chromium.mjs';
import {
  BENCH_BROWSER_ARGS,
  BENCH_ORIGIN,
  ONE_BUTTON,
  SEARCH_PAGE,
  SPEC_SEARCH_MS,
  YARDSTICK,
  startBenchServer,
} from './benchServer.mjs';
import { defaultConfig } from 'lighthouse';
import { quoteLink, storedQuote } from './lighthouseSetup.cjs';
import { CHECKPOINTS, decide, pageVerdict, rotated } from './verdict.mjs';
import {
  COLD_QUOTES,
  coldQuote,
  FIRST_USES,
  PURCHASE_STEPS,
  firstUse,
  oneButtonClick,
  purchase,
  tapAtFirstPaint,
} from './interactions.mjs';

const OUT = 'bench-results';
const TAPS = 5;
// Each measure's rounds: the first checkpoint of the verdict (scripts/measure/verdict.mjs).
const RUNS = CHECKPOINTS[0];
// `BENCH_ONLY=lighthouse` or `BENCH_ONLY=interactions`: one half of the report, when a change
// can only move that half (each half keeps its yardstick).
const ONLY = process.env.BENCH_ONLY;
if (ONLY && !['lighthouse', 'interactions'].includes(ONLY))
  throw new Error(`BENCH_ONLY is lighthouse or interactions, not ${ONLY}`);
const measures = (part) => !ONLY || ONLY === part;
// The purchase for one traveller and for a family of eight.
const FAMILIES = { 1: ['45'], 8: ['45', '43', '19', '17', '15', '12', '9', '6'] };
const FRAME_BUDGET_MS = 100;
const INTERACTION_BUDGET_MS = 200;
const TAP_BUDGET_MS = 100;

const lines = [];
const say = (line = '') => (console.log(line), lines.push(line));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'lost');
const verdicts = [];
/**
 * The verdict of a measure taken in RUNS rounds against `limit`: the interval of its mean
 * decides, and what it leaves open is undecided (which fails nothing).
 */
function roundsVerdict(values, limit) {
  const figure = decide(values, limit);
  const verdict = figure.verdict === 'open' ? 'undecided' : figure.verdict;
  verdicts.push(verdict === 'over' ? 'fail' : 'pass');
  return { ...figure, verdict };
}
const intervalText = ({ mean, low, high, verdict }) =>
  `${VERDICT_WORDS[verdict]} (mean ${Math.round(mean)} ms, 98% interval ${Math.round(low)} to ${Math.round(high)} ms)`;

function npx(args, env = {}) {
  const { status } = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return status;
}

/**
 * The first load's budget beside the yardstick (contract section 8), in both throttling methods:
 * LCP within x1.10 of the page with no script (its log ratio within ln 1.10), TBT within +30 ms.
 */
const LCP_RATIO_LIMIT = 1.1;
const TBT_MARGIN_LIMIT_MS = 30;
/** How the table names each throttling method. */
const THROTTLING_NAMES = {
  simulate: 'simulated throttling',
  devtools: 'applied (DevTools) throttling',
};
/** The presets and throttling methods: the mobile preset under both, the desktop as PageSpeed. */
const LIGHTHOUSE_RUNS = [
  ['mobile', 'simulate'],
  ['mobile', 'devtools'],
  ['desktop', 'simulate'],
];
const SITE_PAGES = ['/', SEARCH_PAGE, '/checkout'];
/** What every page is also held to, on the median of its rounds (lighthouserc.cjs's EVERY_PAGE). */
const QUALITY = { accessibility: 100, 'best-practices': 100, seo: 100 };
const CLS_LIMIT = 0.01;

/** One round of Lighthouse CI: each of `pages` once, in that order; each page's figures. */
function lighthouseRound(preset, throttling, pages, round) {
  const env = {
    BENCH_LIGHTHOUSE_PRESET: preset,
    BENCH_LIGHTHOUSE_THROTTLING: throttling,
    BENCH_LIGHTHOUSE_PAGES: pages.join(','),
  };
  if (npx(['lhci', 'collect'], env) !== 0)
    throw new Error(`lhci collect (${preset}, ${throttling}) failed`);
  cpSync('.lighthouseci', `${OUT}/lighthouse-${preset}-${throttling}/round-${round}`, {
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

/**
 * The first load of every page under one preset and throttling, in rounds whose order rotates,
 * each page decided at the checkpoints (scripts/measure/verdict.mjs) and left out of the rounds
 * after.
 */
function lighthouse(preset, throttling) {
  const samples = Object.fromEntries(SITE_PAGES.map((page) => [page, []]));
  const decided = {};
  /** Whether a page's figures decide it, and how, once it has `n` of them. */
  const judge = (page, n) => {
    const lcp = decide(
      samples[page].slice(0, n).map((sample) => sample.r),
      Math.log(LCP_RATIO_LIMIT),
    );
    const tbt = decide(
      samples[page].slice(0, n).map((sample) => sample.d),
      TBT_MARGIN_LIMIT_MS,
    );
    const verdict = pageVerdict([lcp, tbt]);
    if (verdict !== 'open') decided[page] = { verdict, lcp, tbt, rounds: n };
  };
  let open = [...SITE_PAGES];
  // A run Lighthouse could not finish (a figure it could not work out on a busy machine) gives
  // its page no figure that round: the page runs on, up to a few rounds more than the last
  // checkpoint.
  for (let round = 1; open.length > 0 && round <= CHECKPOINTS.at(-1) + 5; round += 1) {
    const order = rotated([YARDSTICK, ...open], round);
    const figures = lighthouseRound(preset, throttling, order, round);
    for (const page of open) {
      if (!figures[page] || !figures[YARDSTICK]) continue;
      const sample = { ...figures[page], ...beside(page, figures[page], figures[YARDSTICK]) };
      if (!Number.isFinite(sample.r) || !Number.isFinite(sample.d)) continue;
      samples[page].push(sample);
      if (CHECKPOINTS.includes(samples[page].length)) judge(page, samples[page].length);
    }
    open = open.filter((page) => !decided[page]);
  }
  // Never reached the last checkpoint: undecided, on the figures of the last one it reached.
  for (const page of open) {
    const reached = CHECKPOINTS.filter((n) => n <= samples[page].length).at(-1);
    if (reached) judge(page, reached);
    decided[page] ??= {
      verdict: 'undecided',
      lcp: { mean: NaN, low: NaN, high: NaN },
      tbt: { mean: NaN, low: NaN, high: NaN },
      rounds: samples[page].length,
    };
    if (decided[page].verdict === 'open') decided[page].verdict = 'undecided';
  }
  return { preset, throttling, samples, decided };
}

const signed = (value, unit) => `${value >= 0 ? '+' : ''}${Math.round(value)}${unit}`;
const ratioCell = ({ mean, low, high }) =>
  `x${Math.exp(mean).toFixed(2)} (x${Math.exp(low).toFixed(2)} to x${Math.exp(high).toFixed(2)})`;
const diffCell = ({ mean, low, high }) =>
  `${signed(mean, ' ms')} (${signed(low, ' ms')} to ${signed(high, ' ms')})`;
const VERDICT_WORDS = { within: 'within', over: 'OVER', undecided: 'undecided' };

function lighthouseTable({ preset, throttling, samples, decided }) {
  const name = `Lighthouse ${preset}, ${THROTTLING_NAMES[throttling]}`;
  say(`\n### ${name}: rounds in rotating order, mean and 98% interval beside the yardstick\n`);
  say(
    `| page | rounds | LCP ÷ yardstick (budget x${LCP_RATIO_LIMIT}) | TBT − yardstick (budget +${TBT_MARGIN_LIMIT_MS} ms) | verdict |\n|---|---|---|---|---|`,
  );
  const problems = [];
  for (const page of SITE_PAGES) {
    const { verdict, lcp, tbt, rounds } = decided[page];
    say(
      `| ${page} | ${rounds} | ${ratioCell(lcp)} | ${diffCell(tbt)} | ${VERDICT_WORDS[verdict]} |`,
    );
    verdicts.push(verdict === 'over' ? 'fail' : 'pass');
    const low = Object.entries(QUALITY).filter(
      ([category, score]) => median(samples[page].map((sample) => sample[category])) < score,
    );
    const shifts = median(samples[page].map((sample) => sample.cls));
    if (low.length > 0 || shifts > CLS_LIMIT)
      problems.push(
        `${page} (${[...low.map(([category]) => category), `CLS ${shifts}`].join(', ')})`,
      );
  }
  verdicts.push(problems.length === 0 ? 'pass' : 'fail');
  say(
    `\nAccessibility, best practices and SEO at 100, CLS within ${CLS_LIMIT}, medians of the rounds: ${problems.length === 0 ? 'within' : `OVER on ${problems.join('; ')}`}`,
  );
  say(
    `${name}: within when the interval's upper end is inside the budget, over when its lower end is past it, undecided (which fails nothing) still open after ${CHECKPOINTS.at(-1)} rounds; ${SEARCH_PAGE} by its first paint and its plans less the spec's ${SPEC_SEARCH_MS / 1000} s search.`,
  );
}

/**
 * /quote opened cold: when its search shows, when it ends, when the first priced plan shows (the
 * plans are revealed a part a frame, the first card in the third).
 */
function coldQuoteTable() {
  say(
    `\n### /quote opened cold, Lighthouse's applied mobile throttling, 390 px (median of ${RUNS}, range): the search lasts the spec's ${SPEC_SEARCH_MS / 1000} s from when it shows\n`,
  );
  say(
    '| opened with | to the search screen | to its end | to the first priced plan | search on screen | search to first plan |\n|---|---|---|---|---|---|',
  );
  const cell = (values) =>
    `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
  for (const [name, runs] of Object.entries(coldQuotes)) {
    const times = (key) => runs.map((run) => run[key]);
    const since = (key) => runs.map((run) => run[key] - run.search);
    say(
      `| ${name} | ${cell(times('search'))} | ${cell(times('ended'))} | ${cell(times('plan'))} | ${cell(since('ended'))} | ${cell(since('plan'))} |`,
    );
  }
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0)
  throw new Error('the build failed');

const stopServer = await startBenchServer({ quiet: true });
let lighthouseResults = [];
try {
  if (measures('lighthouse'))
    lighthouseResults = LIGHTHOUSE_RUNS.map(([preset, throttling]) =>
      lighthouse(preset, throttling),
    );
} catch (error) {
  await stopServer();
  throw error;
}
const browser = await chromium.launch({
  executablePath: findChromium({ fullBrowser: true }),
  args: BENCH_BROWSER_ARGS,
});
const coldQuotes = Object.fromEntries(Object.keys(COLD_QUOTES).map((name) => [name, []]));
const taps = { site: [], oneButton: [] };
const firstUses = Object.fromEntries(Object.keys(FIRST_USES).map((name) => [name, []]));
const purchases = { 1: [], 8: [] };
const clicks = [];
try {
  // Cold, on Lighthouse's own applied mobile throttling; the quote kept an hour before.
  for (let index = 0; index < (measures('lighthouse') ? RUNS : 0); index += 1) {
    for (const [name, way] of Object.entries(COLD_QUOTES)) {
      coldQuotes[name].push(
        await coldQuote(browser, BENCH_ORIGIN, way, {
          quote: storedQuote(new Date(Date.now() - 3_600_000)),
          link: quoteLink(SEARCH_PAGE),
          throttling: defaultConfig.settings.throttling,
        }),
      );
    }
  }
  // Interleaved, so that the site and its yardstick meet the machine alike.
  for (let index = 0; index < (measures('interactions') ? TAPS : 0); index += 1) {
    taps.site.push(await tapAtFirstPaint(browser, `${BENCH_ORIGIN}/`));
    taps.oneButton.push(await tapAtFirstPaint(browser, BENCH_ORIGIN + ONE_BUTTON));
  }
  for (let index = 0; index < (measures('interactions') ? RUNS : 0); index += 1) {
    for (const name of Object.keys(FIRST_USES))
      firstUses[name].push(await firstUse(browser, BENCH_ORIGIN, name));
    for (const [count, ages] of Object.entries(FAMILIES)) {
      purchases[count].push(await purchase(browser, BENCH_ORIGIN, ages));
      clicks.push(await oneButtonClick(browser, BENCH_ORIGIN + ONE_BUTTON));
    }
  }
} finally {
  await browser.close();
  await stopServer();
}

say('# npm run bench');
say(
  `\n${new Date().toISOString()}, commit ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()}`,
);
for (const result of lighthouseResults) lighthouseTable(result);
if (measures('lighthouse')) coldQuoteTable();

if (!measures('interactions')) finish();

const tapTimes = (runs, key) => runs.map((tap) => tap?.[key] ?? Infinity);
const tapCell = (runs, key) =>
  `${ms(median(tapTimes(runs, key)))} (${tapTimes(runs, key).map(ms).join(', ')})`;
say(
  `\n### A tap on 'Ver Planes y Precios' at the first paint, 4x CPU, 390 px (median of ${TAPS}, interleaved)\n`,
);
say('| page | to the toast in the page | to the paint that shows it |\n|---|---|---|');
say(`| / | ${tapCell(taps.site, 'answered')} | ${tapCell(taps.site, 'shown')} |`);
say(
  `| yardstick: one button | ${tapCell(taps.oneButton, 'answered')} | ${tapCell(taps.oneButton, 'shown')} |`,
);
const tapsLost = taps.site.some((tap) => !tap);
if (tapsLost) verdicts.push('fail');
say(
  `\nEvery tap answered, within ${TAP_BUDGET_MS} ms of the tap to its paint: ${
    tapsLost
      ? 'OVER (a tap was lost)'
      : intervalText(roundsVerdict(tapTimes(taps.site, 'shown'), TAP_BUDGET_MS))
  }`,
);

const worstOf = (runs) => ({
  interaction: median(runs.map((run) => run.interaction)),
  frame: median(runs.map((run) => run.frame)),
  spread: ['interaction', 'frame'].map((key) => {
    const values = runs.map((run) => run[key]);
    return `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
  }),
  runs,
});
const cell = ({ interaction, frame, spread }) =>
  `${ms(interaction)} / ${ms(frame)} (${spread.join(' / ')})`;
const stick = worstOf(clicks);
const rows = [
  ...Object.entries(firstUses).map(([name, runs]) => [name, worstOf(runs), null]),
  ...PURCHASE_STEPS.map((name) => [
    name,
    worstOf(purchases[1].map((run) => run[name])),
    worstOf(purchases[8].map((run) => run[name])),
  ]),
];
/** A step's verdict: its worst interaction and its longest frame, each by its rounds. */
const stepVerdict = ({ runs }) =>
  pageVerdict([
    roundsVerdict(
      runs.map((run) => run.interaction),
      INTERACTION_BUDGET_MS,
    ),
    roundsVerdict(
      runs.map((run) => run.frame),
      FRAME_BUDGET_MS,
    ),
  ]);
say(
  `\n### The purchase at 4x CPU, 390 px: worst interaction / longest frame, median of ${RUNS} (range), and the verdict of their 98% intervals\n`,
);
say('| step | 1 traveller | 8 travellers | verdict |\n|---|---|---|---|');
const stepVerdicts = [];
for (const [name, one, eight] of rows) {
  const verdict = pageVerdict(
    [one, ...(eight ? [eight] : [])].map((figures) => ({ verdict: stepVerdict(figures) })),
  );
  stepVerdicts.push(verdict);
  say(
    `| ${name} | ${cell(one)} | ${eight ? cell(eight) : ''} | ${VERDICT_WORDS[verdict] ?? verdict} |`,
  );
}
say(`| yardstick: a click on the one-button page | ${cell(stick)} | | |`);
say(
  `\nNo interaction over ${INTERACTION_BUDGET_MS} ms, no frame over ${FRAME_BUDGET_MS} ms: ${
    stepVerdicts.includes('over')
      ? 'OVER'
      : stepVerdicts.every((verdict) => verdict === 'within')
        ? 'within'
        : 'within or undecided (undecided fails nothing)'
  }`,
);

finish();

function finish() {
  writeFileSync(`${OUT}/results.md`, `${lines.join('\n')}\n`);
  writeFileSync(
    `${OUT}/results.json`,
    `${JSON.stringify({ lighthouse: lighthouseResults, coldQuotes, taps, firstUses, purchases, oneButtonClicks: clicks }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${OUT}/ (results.md, results.json, Lighthouse's reports)`);
  process.exit(verdicts.includes('fail') ? 1 : 0);
}
