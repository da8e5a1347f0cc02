import { test as base, expect } from '@playwright/test';
import { appHydrated } from './site';

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
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const contentType = response?.headers()['content-type'] ?? 'text/html';
      if (contentType.includes('text/html') && !url.endsWith('/seed')) {
        await appHydrated(page);
      }
      return response;
    };
    await use(page);
  },
});
