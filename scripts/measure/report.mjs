// The bench's report: its tables, printed as they are written and kept in bench-results/
// (results.md, results.json), and whether any verdict fails (over, or no data). Used by
// `npm run bench` (./bench.mjs).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { SEARCH_PAGE, SPEC_SEARCH_MS } from './benchPages.mjs';
import {
  FRAME_BUDGET_MS,
  INTERACTION_BUDGET_MS,
  TAP_BUDGET_MS,
  stepRows,
  stepVerdict,
  tapVerdict,
} from './interactionRounds.mjs';
import {
  CLS_LIMIT,
  LCP_RATIO_LIMIT,
  QUALITY,
  SITE_PAGES,
  TBT_MARGIN_LIMIT_MS,
  THROTTLING_NAMES,
} from './lighthouseRounds.mjs';
import { CHECKPOINTS, fails, median, NO_DATA, pageVerdict } from './verdict.mjs';

const VERDICT_WORDS = {
  within: 'within',
  over: 'OVER',
  undecided: 'undecided',
  [NO_DATA]: 'NO DATA',
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'lost');
const signed = (value, unit) => `${value >= 0 ? '+' : ''}${Math.round(value)}${unit}`;
const ratioCell = ({ mean, low, high }) =>
  `x${Math.exp(mean).toFixed(2)} (x${Math.exp(low).toFixed(2)} to x${Math.exp(high).toFixed(2)})`;
const diffCell = ({ mean, low, high }) =>
  `${signed(mean, ' ms')} (${signed(low, ' ms')} to ${signed(high, ' ms')})`;
const intervalText = ({ mean, low, high, verdict }) =>
  verdict === NO_DATA
    ? VERDICT_WORDS[verdict]
    : `${VERDICT_WORDS[verdict]} (mean ${Math.round(mean)} ms, 98% interval ${Math.round(low)} to ${Math.round(high)} ms)`;

/** A report: its lines, and the verdicts it has given. */
export function createReport() {
  const lines = [];
  const verdicts = [];
  return {
    say(line = '') {
      console.log(line);
      lines.push(line);
    },
    /** Keeps a verdict ('within', 'over', 'undecided' or 'no data'). */
    judged(verdict) {
      verdicts.push(verdict);
    },
    failed: () => verdicts.some(fails),
    lines,
  };
}

export function header(report) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  report.say('# npm run bench');
  report.say(`\n${new Date().toISOString()}, commit ${commit.stdout.trim()}`);
}

/**
 * What a page's medians fall short of: each quality category under its score, CLS over its limit,
 * and what has no figure at all (a median of no rounds passes nothing).
 */
function qualityProblems(samples) {
  const problems = [];
  for (const [category, score] of Object.entries(QUALITY)) {
    const value = median(samples.map((sample) => sample[category]));
    if (Number.isNaN(value)) problems.push(`${category} ${NO_DATA}`);
    else if (value < score) problems.push(category);
  }
  const shifts = median(samples.map((sample) => sample.cls));
  if (Number.isNaN(shifts)) problems.push(`CLS ${NO_DATA}`);
  else if (shifts > CLS_LIMIT) problems.push(`CLS ${shifts}`);
  return problems;
}

export function lighthouseTable(report, { preset, throttling, samples, decided }) {
  const name = `Lighthouse ${preset}, ${THROTTLING_NAMES[throttling]}`;
  report.say(
    `\n### ${name}: rounds in rotating order, mean and 98% interval beside the yardstick\n`,
  );
  report.say(
    `| page | rounds | LCP ÷ yardstick (budget x${LCP_RATIO_LIMIT}) | TBT − yardstick (budget +${TBT_MARGIN_LIMIT_MS} ms) | verdict |\n|---|---|---|---|---|`,
  );
  const problems = [];
  for (const page of SITE_PAGES) {
    const { verdict, lcp, tbt, rounds } = decided[page];
    report.say(
      `| ${page} | ${rounds} | ${ratioCell(lcp)} | ${diffCell(tbt)} | ${VERDICT_WORDS[verdict]} |`,
    );
    report.judged(verdict);
    const short = qualityProblems(samples[page]);
    if (short.length > 0) problems.push(`${page} (${short.join(', ')})`);
  }
  report.judged(problems.length === 0 ? 'within' : 'over');
  report.say(
    `\nAccessibility, best practices and SEO at 100, CLS within ${CLS_LIMIT}, medians of the rounds: ${problems.length === 0 ? 'within' : `OVER on ${problems.join('; ')}`}`,
  );
  report.say(
    `${name}: within when the interval's upper end is inside the budget, over when its lower end is past it, undecided (which fails nothing) still open after ${CHECKPOINTS.at(-1)} rounds, no data (which fails) without a figure; ${SEARCH_PAGE} by its first paint and its plans less the spec's ${SPEC_SEARCH_MS / 1000} s search.`,
  );
}

/**
 * /quote opened cold: when its search shows, when it ends, when the first priced plan shows (the
 * plans are revealed a part a frame, the first card in the third).
 */
export function coldQuoteTable(report, coldQuotes) {
  const runs = Object.values(coldQuotes)[0]?.length ?? 0;
  report.say(
    `\n### /quote opened cold, Lighthouse's applied mobile throttling, 390 px (median of ${runs}, range): the search lasts the spec's ${SPEC_SEARCH_MS / 1000} s from when it shows\n`,
  );
  report.say(
    '| opened with | to the search screen | to its end | to the first priced plan | search on screen | search to first plan |\n|---|---|---|---|---|---|',
  );
  const cell = (values) =>
    `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
  for (const [name, rounds] of Object.entries(coldQuotes)) {
    const times = (key) => rounds.map((run) => run[key]);
    const since = (key) => rounds.map((run) => run[key] - run.search);
    report.say(
      `| ${name} | ${cell(times('search'))} | ${cell(times('ended'))} | ${cell(times('plan'))} | ${cell(since('ended'))} | ${cell(since('plan'))} |`,
    );
  }
}

export function tapTable(report, { samples }) {
  const times = (taps, key) => taps.map((tap) => tap?.[key] ?? Infinity);
  const cell = (taps, key) =>
    `${ms(median(times(taps, key)))} (${times(taps, key).map(ms).join(', ')})`;
  const site = samples.map((round) => round.site);
  const oneButton = samples.map((round) => round.oneButton);
  report.say(
    `\n### A tap on 'Ver Planes y Precios' at the first paint, 4x CPU, 390 px (median of ${samples.length}, interleaved)\n`,
  );
  report.say('| page | to the toast in the page | to the paint that shows it |\n|---|---|---|');
  report.say(`| / | ${cell(site, 'answered')} | ${cell(site, 'shown')} |`);
  report.say(
    `| yardstick: one button | ${cell(oneButton, 'answered')} | ${cell(oneButton, 'shown')} |`,
  );
  const verdict = samples.length === 0 ? { verdict: NO_DATA } : tapVerdict(samples);
  const judged = verdict.verdict === 'open' ? { ...verdict, verdict: 'undecided' } : verdict;
  report.judged(judged.verdict);
  report.say(
    `\nEvery tap answered, its paint within ${TAP_BUDGET_MS} ms of the one-button page's: ${
      judged.lost ? 'OVER (a tap was lost)' : intervalText(judged)
    }`,
  );
}

/** A family's cell: the medians of its worst interaction and longest frame, and their ranges. */
function familyCell(runs) {
  const values = (key) => runs.map((run) => run?.[key] ?? NaN);
  const spread = ['interaction', 'frame'].map(
    (key) => `${Math.round(Math.min(...values(key)))}-${Math.round(Math.max(...values(key)))}`,
  );
  return `${ms(median(values('interaction')))} / ${ms(median(values('frame')))} (${spread.join(' / ')})`;
}

export function purchaseTable(report, { samples }) {
  report.say(
    `\n### The purchase at 4x CPU, 390 px: worst interaction / longest frame, median of ${samples.length} (range), and the verdict of their 98% intervals\n`,
  );
  report.say('| step | 1 traveller | 8 travellers | verdict |\n|---|---|---|---|');
  const verdicts = [];
  for (const row of stepRows(samples)) {
    const found = stepVerdict(row);
    const verdict = found === 'open' ? 'undecided' : found;
    verdicts.push(verdict);
    report.judged(verdict);
    report.say(
      `| ${row.name} | ${familyCell(row.one)} | ${row.eight ? familyCell(row.eight) : ''} | ${VERDICT_WORDS[verdict]} |`,
    );
  }
  const clicks = samples.flatMap((round) => round.clicks);
  report.say(`| yardstick: a click on the one-button page | ${familyCell(clicks)} | | |`);
  const whole = pageVerdict(verdicts.map((verdict) => ({ verdict })));
  report.say(
    `\nNo interaction over ${INTERACTION_BUDGET_MS} ms, no frame over ${FRAME_BUDGET_MS} ms: ${
      whole === 'within' || whole === 'over' || whole === NO_DATA
        ? VERDICT_WORDS[whole]
        : 'within or undecided (undecided fails nothing)'
    }`,
  );
}

/** Writes the report and the figures to `out`, and ends the bench: 1 when a verdict fails. */
export function finish(report, out, figures) {
  writeFileSync(`${out}/results.md`, `${report.lines.join('\n')}\n`);
  writeFileSync(`${out}/results.json`, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nWritten to ${out}/ (results.md, results.json, Lighthouse's reports)`);
  process.exit(report.failed() ? 1 : 0);
}
