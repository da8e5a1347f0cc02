import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, whose page.goto also waits until the app is live. The landing page is
 * prerendered and paints before its script runs, so a visitor-like test must not type into
 * it before the app has taken over.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // Timers run on a clock the test can move: the 3 s search screen and 5 s toasts never
    // make a test wait on the wall clock (see passTheSearch).
    await page.clock.install();
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const contentType = response?.headers()['content-type'] ?? 'text/html';
      if (contentType.includes('text/html') && !url.endsWith('/seed')) {
        await page.locator('#root[data-live]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
