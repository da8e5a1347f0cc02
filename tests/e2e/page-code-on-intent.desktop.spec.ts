import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { appHydrated, field, passTheSearch, seedStorage, weekInEurope } from '../support/site';

// The page a control leads to is asked for when the press starts, or when the keyboard's focus
// reaches the control, not when the click ends: its code is on its way before the click. The
// quote form asks for /quote's as soon as it is in use and the main thread is idle, the plans
// shown for /checkout's.
// A page opened at its own address preloads its code beside the entry, and asks for it as the
// app starts (the last tests).

const QUOTE_PAGE = /\/assets\/quote-page\.[0-9a-f]{10}\.js$/;
const CHECKOUT_PAGE = /\/assets\/checkout-page\.[0-9a-f]{10}\.js$/;

/** The pages whose code loads when visited, opened at their address with what they need stored. */
const OPENED_AT_ITS_ADDRESS: { path: string; seed: Record<string, string> }[] = [
  { path: '/quote', seed: { latestQuote: JSON.stringify(weekInEurope(['40'])) } },
  {
    path: '/checkout',
    seed: {
      latestQuote: JSON.stringify(weekInEurope(['40'])),
      selectedPlan: JSON.stringify({ productName: 'AC 150' }),
    },
  },
];

/** A main thread never idle, as a slow phone's can be until the press. */
const neverIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

test("the quote form in use asks for /quote's code while it is filled in, before any press", async ({
  page,
}) => {
  await page.goto('/');
  const asked = page.waitForRequest(QUOTE_PAGE);
  await field(page, 'Destino').selectOption('Europa');
  await asked;
  await field(page, 'Modalidad').selectOption('anual_30');
  await field(page, 'Edad del viajero 1').fill('40');
  await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
  await expect(page).toHaveURL(/\/quote$/);
});

test("a press on 'Ver Planes y Precios' before the form was idle asks for /quote's code before the click", async ({
  page,
}) => {
  await neverIdle(page);
  await page.goto('/');
  await field(page, 'Destino').selectOption('Europa');
  await field(page, 'Modalidad').selectOption('anual_30');
  await field(page, 'Edad del viajero 1').fill('40');
  await page.getByRole('button', { name: 'Ver Planes y Precios' }).hover();
  const asked = page.waitForRequest(QUOTE_PAGE);
  await page.mouse.down();
  await asked;
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/quote$/);
});

test("the plans shown ask for /checkout's code while the visitor reads them", async ({ page }) => {
  await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['40'])) });
  const asked = page.waitForRequest(CHECKOUT_PAGE);
  await page.goto('/quote');
  await passTheSearch(page);
  await asked;
  await page.getByRole('button', { name: 'Contratar AC 150' }).click();
  await expect(page.getByRole('group', { name: 'Datos del Viajero 1' })).toBeVisible();
});

test("the keyboard's focus on 'Contratar' asks for /checkout's code", async ({ page }) => {
  await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['40'])) });
  await neverIdle(page);
  await page.goto('/quote');
  await passTheSearch(page);
  const contract = page.getByRole('button', { name: 'Contratar AC 150' });
  await expect(contract).toBeVisible();
  const asked = page.waitForRequest(CHECKOUT_PAGE);
  await contract.focus();
  await asked;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('group', { name: 'Datos del Viajero 1' })).toBeVisible();
});

// A page opened at its own address asks for its code as the app starts: on /quote, the plans
// are drawn out of sight during the search and must be ready when its 3 s end.
for (const { path, seed } of OPENED_AT_ITS_ADDRESS) {
  test(`${path}, opened at its address, asks for its code at high priority before the app is live`, async ({
    page,
  }) => {
    await seedStorage(page, seed);
    // In the page's own order: the page's script added to the document, the app's live mark.
    // (The plans shown ask for /checkout's code later: only this page's own script counts.)
    await page.addInitScript((script) => {
      const order: string[] = [];
      Object.assign(window, { pageCodeOrder: order });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src.includes(script))
              order.push(
                `page code asked, ${node.getAttribute('fetchpriority') ?? 'auto'} priority`,
              );
          }
          if (record.type === 'attributes' && (record.target as Element).id === 'root')
            order.push('app live');
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-hydrated'],
      });
    }, `/assets${path}-page.`);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const order = await page.evaluate(() => (window as { pageCodeOrder?: string[] }).pageCodeOrder);
    // High: the page is what the visitor waits for, and a browser may otherwise hold its files
    // a few at a time.
    expect(order).toEqual(['page code asked, high priority', 'app live']);
  });
}

// The app's files and the page's own come beside the entry, once the page has painted
// (src/islands/askForEntry.js): not once the entry has come and run (the app's, a round trip
// later) or the app has started (the page's, a round trip and the app's evaluation later).
for (const { path, seed } of OPENED_AT_ITS_ADDRESS) {
  test(`${path}, opened at its address, preloads its code beside the entry, each file once and checked by its hash`, async ({
    page,
    request,
  }) => {
    await seedStorage(page, seed);
    const html = await (await request.get(path)).text();
    // What the page names to preload is its own code: it is asked for after the first paint.
    expect(html).not.toMatch(/<link[^>]+rel="?preload/);
    const named = (/data-page-code="([^"]+)"/.exec(html)?.[1] ?? '')
      .split(' ')
      .filter((_, index) => index % 2 === 0);
    expect(named.length).toBeGreaterThan(1);
    // The entry is held until every named file has been asked for: the preloads owe nothing to
    // the app, and the app's own requests come after them (they are asked a task apart).
    let everyFileAsked: () => void;
    const allAsked = new Promise<void>((resolve) => (everyFileAsked = resolve));
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().includes('/assets/')) return;
      asked.push(new URL(sent.url()).pathname);
      if (named.every((file) => asked.includes(file))) everyFileAsked();
    });
    await page.route(/\/assets\/main\.[0-9a-f]{10}\.js$/, async (route) => {
      await allAsked;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the app is live its page's code has come through the chunk loader.
    await appHydrated(page);
    const preloads = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) =>
      links.map((link) => ({
        href: new URL((link as HTMLLinkElement).href).pathname,
        integrity: (link as HTMLLinkElement).integrity,
        crossOrigin: (link as HTMLLinkElement).crossOrigin,
      })),
    );
    expect(preloads.map(({ href }) => href)).toEqual(named);
    // The app's files first: the entry starts the app at once, the page's code after it.
    const app = named.findIndex((address) => /^\/assets\/app\.[0-9a-f]{10}\.js$/.test(address));
    const pageCode = named.findIndex((address) =>
      new RegExp(`^/assets${path}-page\\.[0-9a-f]{10}\\.js$`).test(address),
    );
    expect(app, "the app's chunk").toBeGreaterThanOrEqual(0);
    expect(pageCode, "the page's chunk").toBeGreaterThan(app);
    for (const { href, integrity, crossOrigin } of preloads) {
      const body = await (await request.get(href)).body();
      expect(integrity, href).toBe(`sha256-${createHash('sha256').update(body).digest('base64')}`);
      expect(crossOrigin, href).toBe('anonymous');
      // Once: the chunk loader took the preloaded file instead of asking again.
      expect(
        asked.filter((address) => address === href),
        href,
      ).toHaveLength(1);
      // Beside the entry: asked before it came (it is held until they all are).
      expect(asked.indexOf(href), href).toBeGreaterThanOrEqual(0);
    }
  });
}
