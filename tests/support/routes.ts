// What every server of the site answers (contract section 9), in one table: `npm start`
// (served-site), nginx (nginx) and Cloudflare's edge in its own runtime (edge) are each held to
// every row, with the security headers of scripts/server/headers.mjs on every answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  E2E_BUILD_DIR,
  E2E_EMAILJS,
  E2E_SITE,
  expectManifestServed,
  expectServiceWorkerServed,
  servedHeaders,
} from './server';
import { SEARCHING } from './site';

const HTML = 'text/html; charset=utf-8';
const JAVASCRIPT = 'text/javascript; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const FRESH = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The entry script the build's pages ask for: a content-hashed asset. */
function hashedAsset(): string {
  const landing = readFileSync(path.join(E2E_BUILD_DIR, 'index.html'), 'utf8');
  const entry = /data-src="(\/assets\/main\.[0-9a-f]{10}\.js)"/.exec(landing)?.[1];
  if (!entry) throw new Error('The landing page names no entry script');
  return entry;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** security.txt's fields (RFC 9116): who to tell, until when, in which languages, where it lives. */
function expectSecurityTxt(text: string) {
  const fields = Object.fromEntries(
    text
      .trim()
      .split('\n')
      .map((line) => /^([\w-]+): (.+)$/.exec(line)!.slice(1)),
  );
  expect(fields).toEqual({
    Contact: `mailto:${E2E_SITE.SITE_EMAIL}`,
    Expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    'Preferred-Languages': 'es, en',
    Canonical: `${E2E_SITE.SITE_URL}/.well-known/security.txt`,
  });
  const expires = Date.parse(fields.Expires);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThanOrEqual(Date.now() + 365 * DAY_MS);
}

/** The site's own 'not found' page, with its way back to the start. */
function expectNotFoundPage(html: string) {
  expect(html).toContain('Página no encontrada');
  expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Ir al inicio<\/a>/);
}

interface Row {
  /** What the row is, as a failure names it. */
  what: string;
  path: () => string;
  /**
   * The page whose policy the answer carries, which names that page's inline blocks: a page's
   * own, and the 'not found' page's for any other answer (scripts/server/headers.mjs).
   */
  policyOf?: string;
  status: number;
  contentType: string;
  cacheControl: string;
  /** What the body shows. */
  body?: (text: string) => void;
}

/**
 * A prerendered page of the site (the file `page`), fresh at every visit, showing `shows` in its
 * HTML, with its own policy.
 */
const aPage = (what: string, address: string, page: string, shows: string): Row => ({
  what,
  path: () => address,
  policyOf: page,
  status: 200,
  contentType: HTML,
  cacheControl: FRESH,
  body: (html) => expect(html).toContain(shows),
});

export const ROUTES: Row[] = [
  aPage('the landing page', '/', 'index.html', 'Tu seguro de viaje, al mejor precio'),
  aPage('/quote', '/quote', 'quote.html', SEARCHING),
  aPage(
    'a link to a quote',
    '/quote?destino=Asia&modalidad=anual_60&edades=40,35',
    'quote.html',
    SEARCHING,
  ),
  aPage('/checkout', '/checkout', 'checkout.html', 'Completa los datos de los viajeros'),
  {
    what: 'a hashed asset',
    path: hashedAsset,
    status: 200,
    contentType: JAVASCRIPT,
    cacheControl: IMMUTABLE,
  },
  {
    what: 'the service worker',
    path: () => '/sw.js',
    status: 200,
    contentType: JAVASCRIPT,
    cacheControl: FRESH,
  },
  {
    what: 'the web app manifest',
    path: () => '/manifest.webmanifest',
    status: 200,
    contentType: 'application/manifest+json',
    cacheControl: FRESH,
  },
  {
    what: 'robots.txt',
    path: () => '/robots.txt',
    status: 200,
    contentType: TEXT,
    cacheControl: FRESH,
    body: (text) => expect(text).toContain(`Sitemap: ${E2E_SITE.SITE_URL}/sitemap.xml`),
  },
  {
    what: 'the sitemap',
    path: () => '/sitemap.xml',
    status: 200,
    contentType: 'application/xml',
    cacheControl: FRESH,
    body: (xml) => expect(xml).toContain(`<loc>${E2E_SITE.SITE_URL}/</loc>`),
  },
  {
    what: 'security.txt',
    path: () => '/.well-known/security.txt',
    status: 200,
    contentType: TEXT,
    cacheControl: FRESH,
    body: expectSecurityTxt,
  },
  {
    what: 'an unknown address',
    path: () => '/no-existe/esta-pagina',
    status: 404,
    contentType: HTML,
    cacheControl: FRESH,
    body: expectNotFoundPage,
  },
  {
    what: 'a missing asset, never kept',
    path: () => '/assets/missing.0123456789.js',
    status: 404,
    contentType: HTML,
    cacheControl: FRESH,
    body: expectNotFoundPage,
  },
];

/**
 * Holds the server at `origin` to every row of the table. `https`: it answers over HTTPS only
 * (nginx, the edge), and so also sends HSTS.
 */
export async function expectEveryRouteServed(
  request: APIRequestContext,
  origin: string,
  { https }: { https: boolean },
) {
  const { NOT_FOUND_PAGE, readInlineHashes, securityHeaders, STRICT_TRANSPORT_SECURITY } =
    await servedHeaders();
  const inline = readInlineHashes(E2E_BUILD_DIR);
  const securityOf = (page: string) =>
    securityHeaders({ emailjsOrigin: E2E_EMAILJS.EMAILJS_ORIGIN, inline: inline[page]! });
  for (const row of ROUTES) {
    const address = row.path();
    const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
    const said = `${row.what} (${address})`;
    const headers = response.headers();
    expect(response.status(), said).toBe(row.status);
    expect(headers['content-type'], said).toBe(row.contentType);
    expect(headers['cache-control'], said).toBe(row.cacheControl);
    const security = securityOf(row.policyOf ?? NOT_FOUND_PAGE);
    for (const [name, value] of Object.entries(security))
      expect(headers[name.toLowerCase()], `${said} ${name}`).toBe(value);
    // A page the browser holds is asked again with its validator: the answer that it has not
    // changed brings the page's own policy too, which the browser keeps in place of the old.
    if (row.policyOf && headers.etag) {
      const revalidated = await request.get(`${origin}${address}`, {
        headers: { 'If-None-Match': headers.etag },
        maxRedirects: 0,
      });
      expect(revalidated.status(), `${said} revalidated`).toBe(304);
      const policy = revalidated.headers()['content-security-policy'];
      expect(policy, `${said} revalidated`).toBe(security['Content-Security-Policy']);
    }
    expect(headers['strict-transport-security'], `${said} HSTS`).toBe(
      https ? STRICT_TRANSPORT_SECURITY : undefined,
    );
    row.body?.(await response.text());
  }
  // What the manifest and the worker hold: its icons, the pages it keeps offline.
  await expectManifestServed(request, origin);
  await expectServiceWorkerServed(
    request,
    origin,
    (page) => securityOf(page)['Content-Security-Policy']!,
  );
}
