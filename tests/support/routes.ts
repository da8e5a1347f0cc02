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
import {
  BUILD_RECORDS,
  NOT_FOUND_PAGE,
  pageAt,
  PAGES,
  PUBLIC_FILES,
  type Page,
  type PagePath,
} from '../../src/app/pageTable.cjs';

const HTML = 'text/html; charset=utf-8';
const JAVASCRIPT = 'text/javascript; charset=utf-8';
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
  /** Where a redirect sends the browser (as a path and query on the same site). */
  location?: string;
  contentType?: string;
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

/** What each page of the table shows in its HTML: a page added to the table needs its row. */
const PAGE_SHOWS: Record<PagePath, string> = {
  '/': 'Tu seguro de viaje, al mejor precio',
  '/quote': SEARCHING,
  '/checkout': 'Completa los datos de los viajeros',
};

/** What some public files hold, beyond their type. */
const PUBLIC_FILE_BODIES: Record<string, (text: string) => void> = {
  '/robots.txt': (text) => expect(text).toContain(`Sitemap: ${E2E_SITE.SITE_URL}/sitemap.xml`),
  '/sitemap.xml': (xml) => expect(xml).toContain(`<loc>${E2E_SITE.SITE_URL}/</loc>`),
  '/.well-known/security.txt': expectSecurityTxt,
  [`/${NOT_FOUND_PAGE.file}`]: expectNotFoundPage,
};

/** The site's 'not found' page, with status 404. */
const notFound = (what: string, address: string): Row => ({
  what,
  path: () => address,
  status: 404,
  contentType: HTML,
  cacheControl: FRESH,
  body: expectNotFoundPage,
});

/** A link's trip, which every spelling of a page keeps when it moves. */
const QUERY = '?destino=Asia&modalidad=anual_60&edades=40,35';

export const ROUTES: Row[] = [
  ...PAGES.map((page: Page) =>
    aPage(page.path, page.path, page.file, PAGE_SHOWS[page.path as PagePath]),
  ),
  aPage('a link to a quote', `/quote${QUERY}`, pageAt('/quote')!.file, SEARCHING),
  ...PAGES.flatMap((page: Page) =>
    page.spellings.map((spelling): Row => ({
      what: `${spelling}, another spelling of ${page.path}`,
      path: () => `${spelling}${QUERY}`,
      status: 301,
      location: `${page.path}${QUERY}`,
      cacheControl: FRESH,
    })),
  ),
  {
    what: 'a hashed asset',
    path: hashedAsset,
    status: 200,
    contentType: JAVASCRIPT,
    cacheControl: IMMUTABLE,
  },
  ...PUBLIC_FILES.map((file): Row => ({
    what: file.path,
    path: () => file.path,
    status: 200,
    contentType: file.type,
    cacheControl: FRESH,
    body: PUBLIC_FILE_BODIES[file.path],
  })),
  ...Object.values(BUILD_RECORDS).map((file) =>
    notFound(`the build's own ${file}, never served`, `/${file}`),
  ),
  notFound('an unknown address', '/no-existe/esta-pagina'),
  // Where the build renders the 'not found' page is no address of the site: no file name guessed.
  notFound("the 'not found' page's render path", NOT_FOUND_PAGE.renderedAt),
  notFound('a missing asset, never kept', '/assets/missing.0123456789.js'),
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
  const { readInlineHashes, securityHeaders, STRICT_TRANSPORT_SECURITY } = await servedHeaders();
  const inline = readInlineHashes(E2E_BUILD_DIR);
  const securityOf = (page: string) =>
    securityHeaders({ emailjsOrigin: E2E_EMAILJS.EMAILJS_ORIGIN, inline: inline[page]! });
  for (const row of ROUTES) {
    const address = row.path();
    const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
    const said = `${row.what} (${address})`;
    const headers = response.headers();
    expect(response.status(), said).toBe(row.status);
    if (row.contentType) expect(headers['content-type'], said).toBe(row.contentType);
    if (row.location) {
      const moved = new URL(headers.location ?? '', `${origin}${address}`);
      expect(`${moved.origin}${moved.pathname}${moved.search}`, said).toBe(
        `${origin}${row.location}`,
      );
    }
    expect(headers['cache-control'], said).toBe(row.cacheControl);
    const security = securityOf(row.policyOf ?? NOT_FOUND_PAGE.file);
    for (const [name, value] of Object.entries(security))
      expect(headers[name.toLowerCase()], `${said} ${name}`).toBe(value);
    // A page the browser holds is asked again with its validator, an ETag from every server:
    // the answer that it has not changed brings the page's own policy too, which the browser
    // keeps in place of the old.
    if (row.policyOf) {
      const etag = headers.etag ?? '';
      expect(etag, `${said} ETag`).toMatch(/^(W\/)?"[^"]+"$/);
      const revalidated = await request.get(`${origin}${address}`, {
        headers: { 'If-None-Match': etag },
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
