// `npm run bench`: builds, then measures what a phone visitor meets (contract section 8), every
// figure beside its yardstick from the same rounds, each part in a module of its own:
// - the servers: the build and its yardsticks (./benchPages.mjs) served as the site is
//   (./benchServer.mjs);
// - the first load of /, /quote and /checkout by Lighthouse CI, mobile and desktop presets,
//   beside the landing page's own HTML with every script removed (./lighthouseRounds.mjs);
// - /quote opened cold with a stored quote, and by a link: when its search shows and when its
//   first priced plan does, beside the spec's 3 s (./interactions.mjs);
// - a tap at the first paint and the purchase's interactions, beside the same tap and click on a
//   page with nothing but the button (./interactionRounds.mjs, ./interactions.mjs);
// - the verdict: paired rounds, and after 5, 10 and 20 of them the 98% interval of the mean
//   says within, over or undecided; no figure is no data (./verdict.mjs);
// - the report: tables printed and written, with Lighthouse's reports, to bench-results/
//   (./report.mjs).
// Exit status: 1 when any verdict is over or has no data, else 0 (undecided fails nothing).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { defaultConfig } from 'lighthouse';
import { findChromium } from '../tools/chromium.mjs';
import { SEARCH_PAGE } from './benchPages.mjs';
import { BENCH_BROWSER_ARGS, BENCH_ORIGIN, startBenchServer } from './benchServer.mjs';
import { purchaseRounds, tapRounds } from './interactionRounds.mjs';
import { COLD_QUOTES, coldQuote } from './interactions.mjs';
import lighthouseSetup from './lighthouseSetup.cjs';
import { lighthouse, LIGHTHOUSE_RUNS } from './lighthouseRounds.mjs';
import {
  coldQuoteTable,
  createReport,
  finish,
  header,
  lighthouseTable,
  purchaseTable,
  tapTable,
} from './report.mjs';
import { CHECKPOINTS } from './verdict.mjs';

// Lighthouse CI calls the module itself; its helpers ride on it (a CommonJS export that only the
// default import sees whole).
const { quoteLink, storedQuote } = lighthouseSetup;
const OUT = 'bench-results';
// /quote opened cold is shown as it is, beside the spec's 3 s: the first checkpoint's rounds.
const COLD_RUNS = CHECKPOINTS[0];
// `BENCH_ONLY=lighthouse` or `BENCH_ONLY=interactions`: one half of the report, when a change
// can only move that half (each half keeps its yardstick).
const ONLY = process.env.BENCH_ONLY;
if (ONLY && !['lighthouse', 'interactions'].includes(ONLY))
  throw new Error(`BENCH_ONLY is lighthouse or interactions, not ${ONLY}`);
const measures = (part) => !ONLY || ONLY === part;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0)
  throw new Error('the build failed');

const stopServer = await startBenchServer({ quiet: true });
let lighthouseResults = [];
try {
  if (measures('lighthouse'))
    lighthouseResults = LIGHTHOUSE_RUNS.map(([preset, throttling]) =>
      lighthouse(preset, throttling, OUT),
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
let taps = null;
let purchases = null;
try {
  // Cold, on Lighthouse's own applied mobile throttling; the quote kept an hour before.
  for (let index = 0; index < (measures('lighthouse') ? COLD_RUNS : 0); index += 1) {
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
  if (measures('interactions')) {
    taps = await tapRounds(browser, BENCH_ORIGIN);
    purchases = await purchaseRounds(browser, BENCH_ORIGIN);
  }
} finally {
  await browser.close();
  await stopServer();
}

const report = createReport();
header(report);
for (const result of lighthouseResults) lighthouseTable(report, result);
if (measures('lighthouse')) coldQuoteTable(report, coldQuotes);
if (taps) tapTable(report, taps);
if (purchases) purchaseTable(report, purchases);
finish(report, OUT, { lighthouse: lighthouseResults, coldQuotes, taps, purchases });
