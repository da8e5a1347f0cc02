import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/support/browser';
import { E2E_BASE_URL, E2E_BUILD_ENV, E2E_PORT } from './tests/support/server';
import { ANY_WIDTH } from './tests/support/widths';
import type { EngineOptions, EngineWorkerOptions } from './tests/engines/support/engines';

const launchOptions = { executablePath: findChromium(), args: CHROMIUM_ARGS };

export default defineConfig<EngineOptions, EngineWorkerOptions>({
  fullyParallel: true,
  forbidOnly: true,
  // A failed test runs once more, traced (below), and npm test names every test that needed it
  // (⚠): an intermittent failure is seen and fixed, never hidden by the pass that follows.
  retries: 1,
  workers: 2,
  // Far from any test's own time, even with two browsers on this 2-core machine and a build
  // beside them: the longest flows take about 20 s, a page's content a few seconds. A page
  // whose app was held back, then released, has all its code to fetch, run and hydrate before
  // it answers: over 10 s on a machine three times slower than usual (seen once, 4 tests).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // A trace of the failed test's second run: recording one of every test would cost a quarter
    // of the suite's time, for the few that fail.
    trace: 'on-first-retry',
    browserName: 'chromium',
    launchOptions,
    // The site's service worker would answer the page's requests, out of reach of page.route
    // and racing each test's first load for the CPU: the offline and update tests allow it.
    serviceWorkers: 'block',
  },
  projects: [
    // A spec whose checks the width cannot change runs at one width, named in its file:
    // *.phone.spec.ts at 390 px (where most visitors are), *.desktop.spec.ts at 1280 px.
    // The others, which the layout can change, run at both (docs/testing.md); a test among them
    // tagged ANY_WIDTH checks nothing the layout can change, and runs at 390 px only.
    {
      name: 'phone',
      testDir: 'tests/e2e',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
      testIgnore: /\.desktop\.spec\.ts$/,
    },
    {
      name: 'desktop',
      testDir: 'tests/e2e',
      // A desktop's scrollbar takes room (Windows'), so every shift its coming and going
      // causes is seen; phones draw theirs over the page, as headless Chromium does.
      use: {
        viewport: { width: 1280, height: 800 },
        launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
      },
      testIgnore: /\.phone\.spec\.ts$/,
      grepInvert: new RegExp(ANY_WIDTH.tag),
    },
    // The visitor's main stories in the other engines our visitors use, each driven by its own
    // client (tests/engines): Firefox where families finish a purchase on a desktop, WebKit
    // (Safari's engine) at a phone's width.
    {
      name: 'firefox',
      testDir: 'tests/engines',
      use: { engine: 'firefox', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'webkit',
      testDir: 'tests/engines',
      use: { engine: 'webkit', viewport: { width: 390, height: 844 } },
    },
    // The family's purchase and its cover offline, served by Cloudflare's edge in its own
    // runtime (deploy/edge), in Chromium at a phone's width.
    {
      name: 'edge',
      testDir: 'tests/engines',
      grep: /@edge/,
      use: { engine: 'chromium', server: 'edge', viewport: { width: 390, height: 844 } },
    },
  ],
  // The production build, served exactly as `npm start` serves it, in its own folder. `npm test`
  // builds it beside the type check and lint, and says so with E2E_PREBUILT.
  webServer: [
    {
      command: process.env.E2E_PREBUILT
        ? 'node scripts/server/serve.mjs'
        : 'node tests/support/buildE2e.mjs && node scripts/server/serve.mjs',
      url: E2E_BASE_URL,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...E2E_BUILD_ENV,
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
      },
    },
    // Where the build sends its e-mails: it answers as EmailJS and keeps what each page posted.
    {
      command: 'node tests/support/emailRecorder.mjs',
      url: `${E2E_BUILD_ENV.EMAILJS_ORIGIN}/sent`,
      reuseExistingServer: false,
    },
  ],
});
