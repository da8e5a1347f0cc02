// `npm run bench`: builds, serves the build on loopback as it is deployed (Debian's nginx with
// deploy/nginx's configuration: HTTPS, HTTP/2, brotli; `apt-get install nginx
// libnginx-mod-http-brotli-static`, as .ci/run does), and reports what
// / costs a visitor (its JS until the network is idle, tap-to-answer and the first scroll's
// longest frame at 4x CPU), what each step of the purchase costs at 4x CPU for one traveller
// and for eight, the build's sizes and Lighthouse (mobile and desktop, median of 3) for /,
// /quote and /checkout. Prints the tables and writes the same figures to bench/results.json.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { kb, measureBuild } from './bundleSize.mjs';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.mjs';
import { startNginx } from '../deploy/nginxOnLoopback.mjs';
import {
  firstScroll,
  PURCHASE_STEPS,
  purchaseInteractions,
  scriptsLoadedWithoutInteraction,
  tapToAnswer,
  LINKS,
  validQuoteTap,
} from './visitorMeasures.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8095);
const ORIGIN = `https://127.0.0.1:${PORT}`;
// The certificate is a throwaway authority's, for loopback: the bench's browsers take it as a
// visitor's takes the real one.
const BROWSER_ARGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TAPS = 5;
const CHROME = findChromium({ fullBrowser: true });

const inDays = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(Date.now() + days * 864e5);
const QUOTE = {
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: inDays(10),
  returnDate: inDays(17),
  travelers: 2,
  ages: ['34', '71'],
  timestamp: new Date().toISOString(),
};
const ROUTES = [
  { path: '/', storage: {} },
  { path: '/quote', storage: { latestQuote: QUOTE } },
  { path: '/checkout', storage: { latestQuote: QUOTE, selectedPlan: { productName: 'AC 250' } } },
];

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** One Lighthouse run, in a fresh browser whose localStorage holds the route's values. */
async function audit(route, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...BROWSER_ARGS],
  });
  try {
    if (Object.keys(route.storage).length > 0) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${ORIGIN}/robots.txt`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries))
          localStorage.setItem(key, JSON.stringify(value));
      }, route.storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      `${ORIGIN}${route.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      // Lighthouse's measure of the machine's speed: a loaded machine gives a lower index and
      // longer tasks, whatever the site does.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medianOf(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
}

/** Minified bytes per package (or source file) across the initial scripts, via source maps. */
function largestModules(files, count = 10) {
  const byModule = {};
  for (const file of files) {
    const { stdout } = spawnSync(
      'node_modules/.bin/source-map-explorer',
      [file, `${file}.map`, '--json', '--no-border-checks'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    for (const [name, { size }] of Object.entries(JSON.parse(stdout).results[0].files)) {
      const parts = name.split('node_modules/').pop().split('/');
      const depth = parts[0].startsWith('@') ? (parts[1] === 'material' ? 3 : 2) : 1;
      const key = name.includes('node_modules/')
        ? parts.slice(0, depth).join('/')
        : name.includes('/src/') || name.startsWith('src/')
          ? 'src (the site)'
          : 'webpack runtime';
      byModule[key] = (byModule[key] ?? 0) + size;
    }
  }
  return Object.entries(byModule)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => ({ name, minifiedBytes: bytes }));
}

const ms = (value) => `${Math.round(value)} ms`;

run('npm', ['run', '--silent', 'build']);
const build = measureBuild('dist');
// The landing page's own HTML with every script taken out: what a static page would paint, the
// yardstick of the first paint (measured in the same runs as /, then left out of the folder).
const STATIC_HERO = '/bench-static-hero.html';
const staticHeroHtml = readFileSync('dist/index.html', 'utf8').replace(
  /<script\b[^>]*>[\s\S]*?<\/script>/g,
  '',
);
// The yardstick of tap-to-answer: a page with nothing but the quote button, whose tap a script
// answers with the toast's words, tapped the same way in the same runs. What a tap at the first
// paint costs on this machine and in this browser with no page in the way.
const ONE_BUTTON = '/bench-one-button.html';
const ONE_BUTTON_SCRIPT = '/bench-one-button.js';
const oneButtonPage = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Un botón</title><script src="${ONE_BUTTON_SCRIPT}"></script></head><body><button type="button">Ver Planes y Precios</button><section id="toasts"><div role="status"></div></section></body></html>`;
const oneButtonScript = `document.addEventListener('click', (event) => {
  if (event.target.closest('button')) document.querySelector('#toasts div').textContent = 'Campos incompletos';
}, true);`;
const benchFiles = [STATIC_HERO, ONE_BUTTON, ONE_BUTTON_SCRIPT];
for (const [file, text] of [
  [STATIC_HERO, staticHeroHtml],
  [ONE_BUTTON, oneButtonPage],
  [ONE_BUTTON_SCRIPT, oneButtonScript],
]) {
  // Compressed as the build compresses its files, so that all come over the wire alike.
  writeFileSync(`dist${file}`, text);
  writeFileSync(`dist${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`dist${file}.br`, brotliCompressSync(text));
}
const modules = largestModules(build.initialScripts.map((script) => `dist${script}`));

const server = await startNginx({ buildDir: 'dist', httpPort: PORT + 1, httpsPort: PORT });
const lighthouseResults = {};
let landingJs;
const taps = [];
const oneButtonTaps = [];
/** By link: a valid quote's tap, to its acknowledgement, the search screen and the plans. */
const validTaps = {};
const scrolls = [];
// The purchase for one traveller and for a family of eight.
const FAMILIES = { 1: ['45'], 8: ['45', '43', '19', '17', '15', '12', '9', '6'] };
const interactionRuns = { 1: [], 8: [] };
try {
  const browser = await chromium.launch({ executablePath: CHROME, args: BROWSER_ARGS });
  try {
    landingJs = await scriptsLoadedWithoutInteraction(await browser.newPage(), `${ORIGIN}/`);
    // Interleaved, so that both meet the machine alike.
    for (let index = 0; index < TAPS; index += 1) {
      taps.push(await tapToAnswer(browser, `${ORIGIN}/`));
      oneButtonTaps.push(await tapToAnswer(browser, `${ORIGIN}${ONE_BUTTON}`));
    }
    for (const [name, link] of Object.entries(LINKS)) {
      validTaps[name] = [];
      for (let index = 0; index < TAPS; index += 1)
        validTaps[name].push(await validQuoteTap(browser, `${ORIGIN}/`, link));
    }
    for (let index = 0; index < RUNS; index += 1)
      scrolls.push(await firstScroll(browser, `${ORIGIN}/`));
    for (const [count, ages] of Object.entries(FAMILIES)) {
      for (let index = 0; index < RUNS; index += 1)
        interactionRuns[count].push(await purchaseInteractions(browser, ORIGIN, ages));
    }
  } finally {
    await browser.close();
  }
  process.stderr.write('visitor measures: done\n');
  for (const route of ROUTES) {
    for (const preset of ['mobile', 'desktop']) {
      const runs = [];
      const staticRuns = [];
      const withStaticHero = route.path === '/' && preset === 'mobile';
      for (let index = 0; index < RUNS; index += 1) {
        runs.push(await audit(route, preset));
        if (withStaticHero)
          staticRuns.push(await audit({ path: STATIC_HERO, storage: {} }, preset));
      }
      lighthouseResults[`${route.path} ${preset}`] = medianOf(runs);
      if (withStaticHero) lighthouseResults[`static hero ${preset}`] = medianOf(staticRuns);
      process.stderr.write(`lighthouse ${route.path} ${preset}: done\n`);
    }
  }
} finally {
  server.stop();
  for (const file of benchFiles)
    for (const suffix of ['', '.gz', '.br']) rmSync(`dist${file}${suffix}`, { force: true });
}

/**
 * The median of the taps' `time` ('answered' or 'shown') and each run's; a lost tap never
 * answers, and counts as slower than any.
 */
function tapRuns(runs, time) {
  const answered = runs.map((tap) => tap?.[time] ?? Infinity);
  const mid = median(answered);
  if (!Number.isFinite(mid)) return 'lost';
  const each = answered.map((tap) => (Number.isFinite(tap) ? Math.round(tap) : 'lost'));
  return `${ms(mid)} (${each.join(', ')})`;
}
const rows = [
  [
    'JS of / (every script until the network is idle, gzip / brotli)',
    `${kb(landingJs.gzip)} / ${kb(landingJs.brotli)} in ${landingJs.scripts.length} files`,
  ],
  [`Tap-to-answer at 4x CPU, 390 px (median of ${TAPS})`, tapRuns(taps, 'answered')],
  [
    `The same tap on a page with nothing but the button and a script that answers it, in the same runs (median of ${TAPS})`,
    tapRuns(oneButtonTaps, 'answered'),
  ],
  [
    `The same taps to the paint that shows the toast (Event Timing): /, and the one-button page (median of ${TAPS})`,
    `${tapRuns(taps, 'shown')}; ${tapRuns(oneButtonTaps, 'shown')}`,
  ],
  ...Object.entries(validTaps).map(([name, runs]) => {
    // A sign that never came counts as slower than any that did.
    const mid = (key) => median(runs.map((run) => run[key] ?? Infinity));
    const shown = (value) => (Number.isFinite(value) ? ms(value) : 'never');
    return [
      `Valid quote tapped 1 s after the first paint, ${name}, 4x CPU: acknowledged (painted) / search screen / plans (median of ${TAPS})`,
      `${shown(mid('acknowledged'))} (${shown(mid('acknowledgedShown'))}) / ${shown(mid('search'))} / ${shown(mid('plans'))}`,
    ];
  }),
  [
    `First scroll to the footer at 4x CPU, 390 px: longest animation frame (median of ${RUNS})`,
    `${ms(median(scrolls.map((scroll) => scroll.longestFrameMs)))} (${scrolls.map((scroll) => scroll.longestFrameMs).join(', ')} ms; frames over 50 ms: ${scrolls.map((scroll) => scroll.frames).join(', ')})`,
  ],
  [
    'Scripts named by the HTML and the app chunk (raw / gzip / brotli)',
    `${kb(build.initialJs.raw)} / ${kb(build.initialJs.gzip)} / ${kb(build.initialJs.brotli)}`,
  ],
  [
    'Initial CSS of / (raw / gzip / brotli)',
    `${kb(build.initialCss.raw)} / ${kb(build.initialCss.gzip)} / ${kb(build.initialCss.brotli)}`,
  ],
  [
    'Total JS (raw / gzip / brotli)',
    `${kb(build.totalJs.raw)} / ${kb(build.totalJs.gzip)} / ${kb(build.totalJs.brotli)} in ${build.chunks} chunks`,
  ],
];
console.log('\n| Size | Value |\n|---|---|');
for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
console.log('\n| Largest modules of the initial chunk (minified) | Size |\n|---|---|');
for (const module of modules) console.log(`| ${module.name} | ${kb(module.minifiedBytes)} |`);
// Each step's median over the runs, of its worst interaction and of its longest frame.
const interactions = Object.fromEntries(
  PURCHASE_STEPS.map((name) => [
    name,
    Object.fromEntries(
      Object.entries(interactionRuns).map(([count, runs]) => [
        count,
        {
          interaction: median(runs.map((run) => run[name].interaction)),
          frame: median(runs.map((run) => run[name].frame)),
        },
      ]),
    ),
  ]),
);
console.log(
  `\n| Purchase at 4x CPU, 390 px (median of ${RUNS}): worst interaction / longest frame | 1 traveller | 8 travellers |\n|---|---|---|`,
);
for (const [name, byCount] of Object.entries(interactions)) {
  const cell = ({ interaction, frame }) => `${ms(interaction)} / ${ms(frame)}`;
  console.log(`| ${name} | ${cell(byCount[1])} | ${cell(byCount[8])} |`);
}
console.log(
  `\n| Lighthouse, median of ${RUNS} | Perf | FCP | LCP | TBT | CLS | A11y | Best pr. | SEO |\n|---|---|---|---|---|---|---|---|---|`,
);
for (const [name, r] of Object.entries(lighthouseResults)) {
  console.log(
    `| ${name} | ${r.performance} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
  );
}
const landing = lighthouseResults['/ mobile'];
const staticHero = lighthouseResults['static hero mobile'];
const indices = Object.values(lighthouseResults).map((result) => result.benchmarkIndex);
console.log(
  `\nThis machine's speed, Lighthouse's benchmark index (median of each route's runs): ${Math.min(...indices)} to ${Math.max(...indices)}. Figures of benches at unlike indices do not compare.`,
);
if (landing && staticHero) {
  console.log(
    `\nLCP of / against the static hero, mobile: x${(landing.lcp / staticHero.lcp).toFixed(2)}`,
  );
}

/** Each tap's `time` ('answered' or 'shown'), null for a lost tap. */
const tapTimes = (runs, time) => runs.map((tap) => tap?.[time] ?? null);
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date: new Date().toISOString(), sizes: build, landingJs, tapToAnswerMs: tapTimes(taps, 'answered'), tapToAnswerOneButtonPageMs: tapTimes(oneButtonTaps, 'answered'), tapToToastShownMs: tapTimes(taps, 'shown'), tapToToastShownOneButtonPageMs: tapTimes(oneButtonTaps, 'shown'), validQuoteTap: validTaps, firstScroll: scrolls, interactions, largestModules: modules, lighthouse: lighthouseResults }, null, 2)}\n`,
);
console.log('\nWritten to bench/results.json');
