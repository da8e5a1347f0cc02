import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_SITE } from '../support/server';
import { expect, test, visitorTest } from '../support/test';
import { requestQuote } from '../support/site';

// What a crawler or a chat app reads of a pasted link: the served HTML, no script run.
const SITE = E2E_SITE.SITE_URL;

/** The served page's head as a crawler sees it. */
async function servedHead(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tag = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    html,
    title: tag(/<title>([^<]*)<\/title>/),
    canonical: tag(/<link rel="?canonical"? href="([^"]+)"/),
    meta: (key: string) => tag(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)),
    jsonLd: tag(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/),
  };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

visitorTest(
  '/ shows itself when shared: preview tags, image, canonical address',
  async ({ request }) => {
    const head = await servedHead(request, '/');
    expect(head.title).toBe('Compara y Ahorra | Seguros de viaje');
    expect(head.canonical).toBe(`${SITE}/`);
    expect(head.meta('og:url')).toBe(`${SITE}/`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:locale')).toBe('es_PE');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const image = head.meta('og:image')!;
    expect(image).toBe(`${SITE}/og-image.png`);
    expect(head.meta('twitter:image')).toBe(image);

    // The image at that address, served by this deploy.
    const served = await request.get(new URL(image).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    const bytes = await served.body();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    // WhatsApp shows no preview of a larger image.
    expect(bytes.length).toBeLessThan(300_000);
  },
);

visitorTest(
  '/ describes the business as JSON-LD, data the CSP need not allow',
  async ({ request }) => {
    const { jsonLd } = await servedHead(request, '/');
    const business = JSON.parse(jsonLd!);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'InsuranceAgency',
      name: 'Compara y Ahorra',
      url: `${SITE}/`,
      telephone: `+51${E2E_SITE.SITE_PHONE}`,
      email: E2E_SITE.SITE_EMAIL,
      address: { addressLocality: 'Callao', addressCountry: 'PE' },
    });
    expect(business.contactPoint).toContainEqual(
      expect.objectContaining({ url: `https://wa.me/${E2E_SITE.WHATSAPP_NUMBER}` }),
    );
    const csp = (await request.get('/')).headers()['content-security-policy']!;
    const hash = createHash('sha256').update(jsonLd!).digest('base64');
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp).not.toContain(hash);
  },
);

visitorTest('the sitemap lists / and robots.txt names it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  expect([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
    `${SITE}/`,
  ]);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

visitorTest(
  '/quote and /checkout carry their own titles and addresses; other paths are not indexed',
  async ({ request }) => {
    const quote = await servedHead(request, '/quote');
    const checkout = await servedHead(request, '/checkout');
    expect(quote.title).toBe('Planes y precios de tu seguro de viaje | Compara y Ahorra');
    expect(checkout.title).toBe('Datos de los viajeros | Compara y Ahorra');
    expect(quote.canonical).toBe(`${SITE}/quote`);
    expect(checkout.meta('og:url')).toBe(`${SITE}/checkout`);
    const other = await servedHead(request, '/no-existe');
    expect(other.meta('robots')).toBe('noindex');
    expect(other.canonical).toBeUndefined();
  },
);

test("the tab's title follows the visitor from page to page", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Compara y Ahorra | Seguros de viaje');
  await requestQuote(page, {
    destination: 'Europa',
    modality: 'Anual múltitrip 60 días',
    ages: ['30'],
  });
  await expect(page).toHaveURL('/quote');
  await expect(page).toHaveTitle('Planes y precios de tu seguro de viaje | Compara y Ahorra');
  await page.goto('/no-existe');
  await expect(page).toHaveTitle('Página no encontrada | Compara y Ahorra');
});
