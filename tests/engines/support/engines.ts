// The Playwright test of the stories told in other engines: Playwright runs them, counts them and
// retries them like the rest of the suite, and each engine's own client drives its browser.
import { writeFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type { Browser as PlaywrightBrowser } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { emailsSent } from '../../support/server';
import { chromiumVisitor, launchChromium } from './chromium';
import { serveEdgeSite } from './edgeSite';
import { firefoxVisitor, launchFirefox } from './firefox';
import { serveTestSite, type TestSite } from './siteServer';
import type { InPage, Visitor } from './visitor';
import { startWebKitDriver, webkitVisitor, type WebKitDriverServer } from './webkit';

export { expect } from '@playwright/test';

export type Engine = 'firefox' | 'webkit' | 'chromium';
/** Who serves the site: `npm start`'s handler, or Cloudflare's edge in its own runtime. */
export type Server = 'npm-start' | 'edge';

/** How long a story waits for what it expects: as Playwright's expectations in this suite. */
const WAIT = 20_000;

export interface EngineOptions {
  site: TestSite;
  visitor: Visitor;
}
export interface EngineWorkerOptions {
  engine: Engine;
  server: Server;
  launched: Browser | WebKitDriverServer | PlaywrightBrowser;
}

export const test = base.extend<EngineOptions, EngineWorkerOptions>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  server: ['npm-start', { option: true, scope: 'worker' }],
  launched: [
    async ({ engine }, use) => {
      if (engine !== 'webkit') {
        const browser = engine === 'chromium' ? await launchChromium() : await launchFirefox();
        await use(browser);
        await browser.close();
      } else {
        const server = await startWebKitDriver();
        await use(server);
        server.stop();
      }
    },
    { scope: 'worker' },
  ],
  site: async ({ server, engine }, use) => {
    const site =
      server === 'edge'
        ? await serveEdgeSite()
        : // WebKit's driver hears a page's errors only through the page (support/webkit.ts).
          await serveTestSite({ withPageErrors: engine === 'webkit' });
    await use(site);
    await site.goOffline();
  },
  // A visitor with a browser of their own (a fresh context, or a fresh session), at the
  // project's viewport. Whatever the story, the pages threw nothing and the browser refused
  // nothing under the site's CSP.
  visitor: async ({ engine, launched, site, viewport }, use, testInfo) => {
    const size = viewport ?? { width: 1280, height: 800 };
    const visitor =
      engine === 'chromium'
        ? await chromiumVisitor(launched as PlaywrightBrowser, site.origin, size, WAIT)
        : engine === 'firefox'
          ? await firefoxVisitor(launched as Browser, site.origin, size, WAIT)
          : await webkitVisitor(launched as WebKitDriverServer, site.origin, size, WAIT);
    try {
      await use(visitor);
      if (testInfo.status !== testInfo.expectedStatus) {
        // What the window showed, beside the test's other results.
        writeFileSync(testInfo.outputPath('screen.png'), await visitor.screenshot());
      }
      expect(await visitor.pageErrors(), 'page errors').toEqual([]);
      expect(site.policyViolations?.() ?? [], 'CSP violations').toEqual([]);
    } finally {
      await visitor.close();
    }
  },
});

/** Polls `script` in the page until it returns something truthy, and returns that. */
export async function until<Args extends unknown[], Result>(
  visitor: Visitor,
  what: string,
  script: InPage<Args, Result>,
  ...args: Args
): Promise<Awaited<Result>> {
  let last: Awaited<Result> | undefined;
  await expect
    .poll(
      async () => {
        // A page on its way to another answers nothing for a moment.
        last = await visitor.run(script, ...args).catch(() => undefined);
        return Boolean(last);
      },
      { message: what, timeout: WAIT, intervals: [100] },
    )
    .toBe(true);
  return last!;
}

/** Until the page's text shows each of `texts`. */
export const sees = (visitor: Visitor, ...texts: string[]) =>
  until(
    visitor,
    `the page shows ${texts.join(' / ')}`,
    // Spaces as Playwright reads them: a no-break space is a space.
    (wanted: string[]) =>
      wanted.every((text) => document.body.innerText.replace(/\s+/g, ' ').includes(text)),
    texts,
  );

/** Until the page is at `path`. */
export const isAt = (visitor: Visitor, path: string) =>
  until(visitor, `the page is at ${path}`, (wanted: string) => location.pathname === wanted, path);

/** The e-mail whose `field` is `value` (or begins with `start`), once the site has sent it. */
export async function emailWith(field: string, value: string | { start: string }) {
  const matches = (text = '') =>
    typeof value === 'string' ? text === value : text.startsWith(value.start);
  let found: Record<string, string> | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsSent()).find((email) => matches(email[field]));
        return Boolean(found);
      },
      { message: `an e-mail with ${field} ${JSON.stringify(value)}`, timeout: WAIT },
    )
    .toBe(true);
  return found!;
}
