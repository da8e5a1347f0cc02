import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { liveApp } from './site';

export { expect } from '@playwright/test';

export { ANY_WIDTH } from './widths';

/**
 * Playwright's test, failing any test in whose pages the browser refused something under the
 * site's CSP or Trusted Types: every page, dialog, lazy chunk and send of the suite runs under
 * the policy that is served, and must run with zero violations.
 */
export const visitorTest = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `securitypolicyviolation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
          ),
        ),
      );
      // Chromium also says it on the console, for what no event reaches (a worker's sinks).
      context.on('console', (message) => {
        if (/securitypolicyviolation|Content Security Policy|Trusted ?Type/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'CSP or Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The visitor's test, whose page.goto also waits until the app is live. The landing page is
 * prerendered and paints before its script runs, so a test that types as the app must wait
 * for the app to have taken over.
 */
export const test = visitorTest.extend({
  page: async ({ page }, use) => {
    // Timers run on a clock the test can move: the 3 s search screen and 5 s toasts never
    // make a test wait on the wall clock (see passTheSearch).
    await page.clock.install();
    const open =
      <Open extends (...args: never[]) => Promise<Response | null>>(load: Open) =>
      async (...args: Parameters<Open>) => {
        const url = typeof args[0] === 'string' ? args[0] : page.url();
        if (url.endsWith('/seed')) return load(...args);
        await holdTheClock(page);
        try {
          const response = await load(...args);
          const contentType = response?.headers()['content-type'] ?? 'text/html';
          if (contentType.includes('text/html')) await goLive(page);
          return response;
        } finally {
          await page.clock.resume();
        }
      };
    page.goto = open(page.goto.bind(page));
    page.reload = open(page.reload.bind(page));
    await use(page);
  },
});

/**
 * Stops the page's clock where it stands. The clock cannot go back, so the stop is asked a
 * little ahead of the page's own time, and further ahead again if the page has passed it (a
 * busy machine can take longer than that between the question and the stop).
 */
export async function holdTheClock(page: Page) {
  const asked = Date.now();
  const pageTime = await page.evaluate(() => Date.now()).catch(() => asked);
  for (let ahead = 100; ; ahead *= 2) {
    try {
      await page.clock.pauseAt(pageTime + (Date.now() - asked) + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('past') || ahead > 60_000) throw error;
    }
  }
}

/**
 * Moves the stopped clock on a few milliseconds at a time until `element` is in the page. The
 * app starts in steps, each on the page's timers; the clock moves only when the test looks, so
 * however slowly a busy machine loads the page, what the page times from its first paint (the
 * 3 s search, a toast) has barely begun when the test takes over.
 */
export const moveClockInStepsUntil = (page: Page, element: Locator) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(5);
        return element.count();
      },
      { intervals: [25], timeout: 30_000 },
    )
    .toBeGreaterThan(0);

/** Moves the stopped clock on until the app is live (moveClockInStepsUntil). */
const goLive = (page: Page) => moveClockInStepsUntil(page, liveApp(page));
