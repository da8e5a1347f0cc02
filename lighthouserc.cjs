// Lighthouse CI (`npx lhci autorun`, and `npm run bench` for both presets): the first load of
// /, /quote and /checkout against the budget, beside the yardstick (the landing page's own HTML
// with every script removed, scripts/measure/benchServer.mjs), the pages interleaved run by run
// so that all meet the machine alike. BENCH_LIGHTHOUSE_PRESET=desktop runs the desktop preset;
// BENCH_LIGHTHOUSE_THROTTLING=devtools throttles the page's CPU and network for real (DevTools
// throttling, "applied") instead of simulating it from an unthrottled load (Lighthouse's
// default, what PageSpeed reports); BENCH_LIGHTHOUSE_RUNS sets the runs of each page;
// BENCH_LIGHTHOUSE_PAGES (paths, comma-separated) runs those pages once each, in that order: one
// round of `npm run bench`, which decides from the rounds (scripts/measure/verdict.mjs).
const { findChromium } = require('./scripts/tools/chromium.mjs');
const { BENCH_BROWSER_ARGS, BENCH_ORIGIN } = require('./scripts/measure/benchServer.mjs');
const { SEARCH_PAGE, SPEC_SEARCH_MS, YARDSTICK } = require('./scripts/measure/benchPages.mjs');
const { visitAddress } = require('./scripts/measure/lighthouseSetup.cjs');
const { PAGES: SITE_PAGES } = require('./src/app/pageTable.cjs');

const desktop = process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop';
const throttlingMethod = process.env.BENCH_LIGHTHOUSE_THROTTLING ?? 'simulate';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

// Every page of the table beside the yardstick, each opened as lighthouseSetup.cjs says (/quote
// by a link to a quote: a visitor who follows a shared link).
const PAGES = [YARDSTICK, ...SITE_PAGES.map((page) => page.path)];
const address = (page) => BENCH_ORIGIN + visitAddress(page);
const ROUND = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');

const escaped = (text) => text.replaceAll('.', '\\.').replaceAll('/', '\\/');
/** The pages at these paths, whatever their query. */
const pattern = (...paths) => `^${escaped(BENCH_ORIGIN)}(${paths.map(escaped).join('|')})(\\?.*)?$`;
// Each figure's median over the runs (contract section 8), not Lighthouse's one representative run
// ('median-run', chosen by its first paint and interactive time), whose TBT can be any run's.
const median = (assertion) => ['error', { ...assertion, aggregationMethod: 'median' }];

const PAINT_LIMIT_MS = desktop ? 1000 : 1500;
/** What every page of the site is held to, whatever it paints. */
const EVERY_PAGE = {
  'total-blocking-time': median({ maxNumericValue: 100 }),
  'cumulative-layout-shift': median({ maxNumericValue: 0.01 }),
  'categories:accessibility': median({ minScore: 1 }),
  'categories:best-practices': median({ minScore: 1 }),
  'categories:seo': median({ minScore: 1 }),
};

module.exports = {
  ci: {
    collect: {
      url: (ROUND ?? Array.from({ length: RUNS }, () => PAGES).flat()).map(address),
      numberOfRuns: 1,
      // `npm run bench` serves the build once for all its rounds; run alone, Lighthouse CI does.
      ...(!ROUND && {
        startServerCommand: 'node scripts/measure/benchServer.mjs',
        startServerReadyPattern: 'listening',
      }),
      puppeteerScript: 'scripts/measure/lighthouseSetup.cjs',
      // The whole browser, headless as Lighthouse's own command line runs it: a headless shell
      // lacks parts of the browser a visitor has.
      chromePath: findChromium({ fullBrowser: true }),
      puppeteerLaunchOptions: { args: BENCH_BROWSER_ARGS },
      settings: {
        ...(desktop && { preset: 'desktop' }),
        throttlingMethod,
        disableStorageReset: true,
      },
    },
    assert: {
      assertMatrix: [
        {
          // A yardstick that is slow measured the machine, not the page: no verdict.
          matchingUrlPattern: pattern(YARDSTICK),
          assertions: {
            'categories:performance': median({ minScore: 1 }),
            'total-blocking-time': median({ maxNumericValue: 50 }),
          },
        },
        {
          matchingUrlPattern: pattern('/', '/checkout'),
          assertions: {
            ...EVERY_PAGE,
            'categories:performance': median({ minScore: desktop ? 1 : 0.98 }),
            'largest-contentful-paint': median({ maxNumericValue: PAINT_LIMIT_MS }),
          },
        },
        {
          // Its plans come after the spec's search (SEARCH_PAGE): its score would count that wait
          // as slowness, so its paints are held one by one, the first to the same limit.
          matchingUrlPattern: pattern(SEARCH_PAGE),
          assertions: {
            ...EVERY_PAGE,
            'first-contentful-paint': median({ maxNumericValue: PAINT_LIMIT_MS }),
            'largest-contentful-paint': median({
              maxNumericValue: PAINT_LIMIT_MS + SPEC_SEARCH_MS,
            }),
          },
        },
      ],
    },
  },
};
