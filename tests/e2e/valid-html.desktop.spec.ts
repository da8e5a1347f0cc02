import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, visitorTest as test } from '../support/test';
import { myCoverButton, seedStorage, weekInEurope } from '../support/site';
import { storedPurchase } from '../support/storedPurchase.mjs';

// The Nu Html Checker's jar, run with the machine's Java (its package's own download of a Java
// is not allowed to run).
const VNU_JAR = String(createRequire(__filename)('vnu-jar'));

// CSS newer than the checker: the header's scroll-driven animation, which browsers without it
// ignore (the header then turns solid by script alone), and text areas sized to their text
// (`field-sizing`), which stay their rows high and resizable by hand where it is unknown.
const NEWER_CSS = /^CSS: “(animation-(timeline|range)|field-sizing)”/;
// HTML newer than the checker: the HTML Standard allows `blocking` on a link whose rel is
// `expect` (the page's first frame waits until it is parsed whole); the checker knows only
// `stylesheet`.
const NEWER_HTML = (message: VnuMessage) =>
  message.message.startsWith('A “link” element with a “blocking” attribute must have') &&
  /<link rel="expect" href="#page-end" blocking="render"\/?>/.test(message.extract ?? '');

interface VnuMessage {
  type: string;
  message: string;
  url: string;
  extract?: string;
}

/** The Nu Html Checker's errors for `pages` (name -> HTML), but what it is older than. */
function checkerErrors(pages: Record<string, string | Buffer>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'served-pages-'));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = path.join(folder, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    let report = '';
    try {
      execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      // The checker exits non-zero when it reports an error, and reports on stderr.
      report = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    const messages = report ? (JSON.parse(report) as { messages: VnuMessage[] }).messages : [];
    return messages
      .filter((message) => !NEWER_CSS.test(message.message) && !NEWER_HTML(message))
      .map((message) => `${path.basename(message.url)}: ${message.message} ${message.extract}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// One run of the checker for every page: each run is a Java machine started and warmed again.
test('every page, as served and as the browser draws its forms, is valid HTML for the Nu Html Checker', async ({
  page,
  request,
}) => {
  const pages: Record<string, string | Buffer> = {};
  for (const [route, name] of [
    ['/', 'index'],
    ['/quote', 'quote'],
    ['/checkout', 'checkout'],
    ['/no-existe', '404'],
  ]) {
    pages[name!] = await (await request.get(route!)).body();
  }

  await test.step("/checkout's form, 'Medio de pago' included, as the browser draws it", async () => {
    await seedStorage(page, {
      latestQuote: JSON.stringify(weekInEurope(['30', '45'])),
      selectedPlan: JSON.stringify({ productName: 'AC 150' }),
    });
    await page.goto('/checkout');
    await expect(page.getByLabel('Cuotas')).toBeVisible();
    pages['checkout-form'] = await page.content();
  });

  await test.step("'Mi seguro' with its requests and the date change's form, as the browser draws it", async () => {
    await seedStorage(page, {
      lastPurchase: JSON.stringify({
        ...storedPurchase(weekInEurope(['34', '71']), 'AC 150'),
        requests: [
          {
            kind: 'cambio_fechas',
            sentAt: new Date().toISOString(),
            departureDate: weekInEurope([]).departureDate,
            returnDate: weekInEurope([]).returnDate,
            total: 175,
          },
        ],
      }),
    });
    await page.goto('/');
    await myCoverButton(page).click();
    await page.getByRole('button', { name: 'Solicitar cambio de fechas' }).click();
    await expect(page.getByRole('term').filter({ hasText: 'Nuevo total' })).toBeVisible();
    pages['my-cover-requests'] = await page.content();
  });

  expect(checkerErrors(pages)).toEqual([]);
});

test('the charset is declared within the first 1024 bytes of every page', async ({ request }) => {
  for (const route of ['/', '/quote', '/checkout', '/no-existe']) {
    const start = (await (await request.get(route)).body()).subarray(0, 1024).toString('latin1');
    expect(start, route).toMatch(/<meta charset="?utf-8"?/i);
  }
});
