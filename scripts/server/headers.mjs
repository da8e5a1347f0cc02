// @ts-check
// The response headers of contract sections 7 and 9, from one place for every server of the
// site: `npm start` (scripts/server/site.mjs), nginx (scripts/deploy/nginxHeaders.mjs writes its
// snippet) and Cloudflare's edge (scripts/deploy/edgeFiles.mjs writes its _headers file).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_RECORDS, NOT_FOUND_PAGE, pageAt, PAGES } from '../../src/app/pageTable.cjs';

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/**
 * @typedef {{ scripts: string[], styles: string[] }} InlineHashes A page's inline scripts and
 *   style blocks, as CSP hash sources.
 * @typedef {Record<string, InlineHashes>} PageInlineHashes A build's, by page file.
 * @typedef {{ emailjsOrigin?: string, inline: InlineHashes }} HeaderOptions
 */

/**
 * The file of the page whose inline blocks the policy of the answer at `pathname` names: the
 * page at its own address, or else the 'not found' page. A server chooses an answer's headers
 * before it knows whether the file exists (nginx's error_page, the edge's 404 page), so every
 * answer that is no page (a file, a redirect, a 404) carries the policy of the page it falls
 * back to.
 * @param {string} pathname
 */
const policyPage = (pathname) => pageAt(pathname)?.file ?? NOT_FOUND_PAGE.file;

/**
 * The inline scripts and style blocks of a build's pages, page by page, as CSP hash sources:
 * each page's policy names its own and no other's, so that it allows only what that page runs,
 * and the landing page's headers stay small enough for it to come in its connection's first
 * round trip.
 * @param {string} buildDir
 * @returns {PageInlineHashes}
 */
export function readInlineHashes(buildDir) {
  return JSON.parse(readFileSync(path.join(buildDir, BUILD_RECORDS.inlineHashes), 'utf8'));
}

// An empty <style> element: Emotion, in production, and the toasts drawn before the app is
// live (src/lib/styleSheet.ts) add one and fill it through the CSSOM, which the CSP allows.
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The Trusted Types policies the site makes: the page's ask for its entry
 * (src/islands/askForEntry.js), webpack's chunk loader, src/lib/trustedScriptUrl.ts.
 */
export const TRUSTED_TYPES_POLICIES = ['entry', 'webpack', 'script-url'];

/**
 * `inline`: one page's entry of readInlineHashes() for the build that is served. Nothing is
 * allowed unless named: scripts and styles from the site itself and the page's inline ones by
 * their hash, no 'unsafe-inline' anywhere, no style attribute, and every script URL made
 * through a named Trusted Types policy.
 */
/** @param {HeaderOptions} options */
export function contentSecurityPolicy({ emailjsOrigin = DEFAULT_EMAILJS_ORIGIN, inline }) {
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...inline.scripts].join(' '),
    ['style-src', "'self'", ...new Set([...inline.styles, EMPTY_STYLE])].join(' '),
    "img-src 'self'",
    // The web app manifest (public/manifest.webmanifest) that makes the site installable.
    "manifest-src 'self'",
    // The service worker (/sw.js) that keeps the site working offline.
    "worker-src 'self'",
    `connect-src 'self' ${new URL(emailjsOrigin).origin}`,
    "base-uri 'none'",
    "form-action 'self'",
    // No site may frame a page (contract section 7): every browser that runs the site obeys
    // it, as it once obeyed X-Frame-Options, which would cost the landing page's first round trip
    // its bytes for nothing.
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/**
 * @param {HeaderOptions} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ emailjsOrigin, inline }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ emailjsOrigin, inline }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Nothing of the site is for other sites to embed, and no other window shares its process.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The security headers of each page of the build in `buildDir` (made with `emailjsOrigin`), by
 * the page's file name; `at(pathname)` gives those of the answer at that address (policyPage).
 */
/**
 * @param {string} buildDir
 * @param {string} [emailjsOrigin]
 * @returns {{
 *   byPage: Record<string, Record<string, string>>,
 *   at: (pathname: string) => Record<string, string>,
 * }}
 */
export function siteSecurityHeaders(buildDir, emailjsOrigin) {
  const byPage = Object.fromEntries(
    Object.entries(readInlineHashes(buildDir)).map(([page, inline]) => [
      page,
      securityHeaders({ emailjsOrigin, inline }),
    ]),
  );
  for (const { file } of [...PAGES, NOT_FOUND_PAGE]) {
    if (!byPage[file])
      throw new Error(`${buildDir}/${BUILD_RECORDS.inlineHashes} names no page ${file}`);
  }
  return {
    byPage,
    at: (pathname) => /** @type {Record<string, string>} */ (byPage[policyPage(pathname)]),
  };
}

/** Over HTTPS only: browsers ignore it otherwise, and a plain-HTTP answer must not claim it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/**
 * The content-hashed bundles, by address (a regular expression's source, as nginx writes its
 * location too), and their caching: they never change, so they are kept for a year.
 */
export const HASHED_ASSETS = /** @type {const} */ ({
  pattern: '^/assets/.+\\.[0-9a-f]{10}\\.(js|css)$',
  cacheControl: 'public, max-age=31536000, immutable',
});

/** Everything else, the HTML that names the bundles first, is asked for again every time. */
export const FRESH = 'no-cache';

const hashedAsset = new RegExp(HASHED_ASSETS.pattern);

/**
 * Content-hashed assets never change; the HTML that names them must always be fresh.
 * @param {string} pathname
 */
export function cacheControl(pathname) {
  return hashedAsset.test(pathname) ? HASHED_ASSETS.cacheControl : FRESH;
}

/**
 * The type of each kind of file the build holds, by its extension: the ones Cloudflare's edge
 * gives them, which `npm start` and nginx are set to give too. Text in UTF-8 says so.
 */
/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/**
 * The Content-Type of the file at `pathname`, if the build holds files of its kind.
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function contentType(pathname) {
  const extension = /\.(\w+)$/.exec(pathname)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension]
    : undefined;
}
