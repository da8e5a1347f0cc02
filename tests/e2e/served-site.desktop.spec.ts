import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';
import { expect, test, visitorTest } from '../support/test';
import { expectEveryRouteServed } from '../support/routes';
import { E2E_BASE_URL } from '../support/server';
import { appHydrated, limaDate, passTheSearch, standInForEmailJs } from '../support/site';

test.describe('the served site', () => {
  test('answers every address as every server of the site does (the route table)', async ({
    request,
  }) => {
    await expectEveryRouteServed(request, E2E_BASE_URL, { https: false });
  });

  test('sends pages that ask for their entry by its hash and carry no style attribute', async ({
    request,
  }) => {
    for (const path of ['/', '/quote', '/checkout', '/no-existe']) {
      const body = await (await request.get(path)).text();
      // The CSP allows no style attribute; its scripts come with their integrity hash.
      expect(body, path).not.toMatch(/<[^>]+\sstyle=/);
      expect(body, path).toMatch(
        /<script data-src="\/assets\/main\.[0-9a-f]{10}\.js" data-integrity="sha256-[\w+/=]+"[^>]*>/,
      );
    }
  });

  test("sends the build's brotli copy to a browser that accepts it, the plain file otherwise", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /data-src="(\/assets\/main\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script!);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['vary']).toBe('Accept-Encoding');
    const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(await asset.text());
  });

  test('enforces Trusted Types: no string reaches a DOM sink, no policy of another name', async ({
    browser,
  }) => {
    // A context of its own: the refusals this test causes are the violations it expects.
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto('/');
    await appHydrated(page);
    const outcomes = await page.evaluate(() => {
      const attempt = (action: () => void) => {
        try {
          action();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        innerHTML: attempt(() => {
          document.body.innerHTML = '<img src=x onerror="document.title=1">';
        }),
        scriptSrc: attempt(() => {
          document.createElement('script').src = '/assets/anything.js';
        }),
        otherPolicy: attempt(() => window.trustedTypes!.createPolicy('another', {})),
      };
    });
    expect(outcomes).toEqual({
      innerHTML: 'TypeError',
      scriptSrc: 'TypeError',
      otherPolicy: 'TypeError',
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  for (const address of ['/', '/quote', '/checkout']) {
    // On the browser's own clock: the test's clock would also run the page's animation frames.
    visitorTest(
      `${address} asks for its entry once it has painted, with its integrity hash`,
      async ({ page, request }) => {
        // The page names no script to fetch: its inline script asks for the entry.
        const html = await (await request.get(address)).text();
        expect(html).not.toMatch(/<script[^>]*\ssrc=/);
        const asking =
          /<script data-src="(\/assets\/main\.[0-9a-f]{10}\.js)" data-integrity="(sha256-[^"]+)"[^>]*>/.exec(
            html,
          );
        expect(asking).not.toBeNull();
        const [, src, integrity] = asking!;
        await page.goto(address);
        await appHydrated(page);
        const { firstPaint, asked, entry, pageCode } = await page.evaluate((src) => {
          // When the first frame was drawn (paintTime), not when the screen showed it.
          const [paint] = performance.getEntriesByName('first-paint') as (PerformanceEntry & {
            paintTime?: number;
          })[];
          const [fetched] = performance.getEntriesByName(new URL(src, location.href).href);
          const script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
          // The page's own code, preloaded beside the entry (/quote and /checkout).
          const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
          return {
            firstPaint: paint?.paintTime ?? paint?.startTime,
            asked: fetched?.startTime,
            entry: script && { integrity: script.integrity, crossOrigin: script.crossOrigin },
            pageCode: preloads.map((link) => performance.getEntriesByName(link.href)[0]?.startTime),
          };
        }, src!);
        expect(asked).toBeGreaterThan(firstPaint!);
        expect(pageCode.length > 0, 'the page preloads its own code').toBe(address !== '/');
        for (const preloaded of pageCode) expect(preloaded).toBeGreaterThan(firstPaint!);
        expect(entry).toEqual({ integrity, crossOrigin: 'anonymous' });
      },
    );
  }

  visitorTest(
    'refuses an entry that changed on its way: the page stays as its HTML made it',
    async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/integrity/.test(message.text())) refused.push(message.text());
      });
      await page.route(/\/assets\/main\.[0-9a-f]{10}\.js$/, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n` });
      });
      await page.goto('/');
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      expect(refused[0]).toMatch(/main\.[0-9a-f]{10}\.js/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    },
  );

  test('refuses a lazy chunk that changed on its way (Subresource Integrity)', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/integrity/.test(message.text())) refused.push(message.text());
    });
    // One more byte in /quote's chunk, as a tampering proxy or a broken cache would add it.
    await page.route(/\/assets\/quote-page\.[0-9a-f]{10}\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n` });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver Planes y Precios' }).focus(); // asks for the chunk
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatch(/quote-page\.[0-9a-f]{10}\.js/);
  });

  test('marks every script it sends for compilation as it downloads (V8 compile hint)', async ({
    page,
  }) => {
    const openings: Record<string, string> = {};
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      openings[new URL(response.url()).pathname] = body.split('\n', 1)[0]!;
    });
    await page.goto('/');
    await appHydrated(page);
    // The quote form's own code, which comes on its first use.
    await page.getByLabel(/^Destino/).focus();
    await expect(page.locator('[data-island="quote-form"]')).toHaveAttribute('data-hydrated');
    // Each body is read as it comes: the form's own script is among them once read.
    await expect
      .poll(() => Object.keys(openings).some((script) => script.includes('/quote-form.')))
      .toBe(true);
    const scripts = Object.keys(openings);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      expect(openings[script], script).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  test('answers an unknown address with a page that says so and leads home', async ({ page }) => {
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu seguro de viaje, al mejor precio',
    );
  });

  test('is installable: Chromium finds nothing missing, the service worker included', async () => {
    // A profile of its own: Chromium never offers to install from an incognito window, which
    // every test's context is. And the whole browser: a headless shell reports no error at all.
    const profile = mkdtempSync(path.join(tmpdir(), 'profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium({ fullBrowser: true }),
      args: CHROMIUM_ARGS,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${E2E_BASE_URL}/`);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
        .toBe(`${E2E_BASE_URL}/sw.js`);
      const cdp = await context.newCDPSession(page);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('cannot be framed by another site', async ({ browser }) => {
    // A context of its own, outside the suite's watch for policy violations: the refusal is
    // the policy at work, reported in the other site's page.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('http://localhost:9/otro-sitio', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Otro sitio</title><iframe src="${E2E_BASE_URL}/"></iframe>`,
      }),
    );
    // The site answers, and its policy says no site may frame it (no X-Frame-Options beside).
    const answer = await context.request.get(`${E2E_BASE_URL}/`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.goto('http://localhost:9/otro-sitio');
    // The browser drops the answer: the frame holds its own error page, none of the site's.
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    await context.close();
  });

  test('works under its Content-Security-Policy with no violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    await page.goto('/');
    await page.getByRole('button', { name: 'Ver Contactos de Emergencia' }).click();
    await page.getByRole('button', { name: 'Entendido' }).click();
    const requests = await standInForEmailJs(page, 200);
    await page.getByLabel(/^Nombre/).fill('Rosa');
    await page.getByLabel(/^Correo electrónico/).fill('rosa@example.pe');
    await page.getByLabel(/^Mensaje/).fill('Hola');
    await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText(
      '¡Mensaje enviado!',
    );
    expect(requests).toHaveLength(1);

    await page.getByLabel(/^Destino/).selectOption('Asia');
    await page.getByLabel(/^Fecha de salida/).fill(limaDate(2));
    await page.getByLabel(/^Fecha de regreso/).fill(limaDate(4));
    await page.getByLabel(/^Edad del viajero 1/).fill('30');
    await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
    await passTheSearch(page);
    await page.getByRole('button', { name: 'Contratar AC 60' }).click();
    await expect(page.getByRole('heading', { name: 'Datos del Viajero 1' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
