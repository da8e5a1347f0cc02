// Where the end-to-end suite serves its production build, and how that build is made.
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { NOT_FOUND_PAGE, pageAt, PAGES } from '../../src/app/pageTable.cjs';
import { E2E_BUILD_ENV, E2E_EMAILJS } from './buildEnv.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export { E2E_BUILD_ENV, E2E_EMAILJS, E2E_SITE } from './buildEnv.mjs';

/** What the site has sent to EmailJS so far, in every engine (tests/support/emailRecorder.mjs). */
export async function emailsSent(): Promise<Record<string, string>[]> {
  return (await fetch(`${E2E_EMAILJS.EMAILJS_ORIGIN}/sent`)).json();
}

/** The folder of the production build that the suite serves. */
export const E2E_BUILD_DIR = path.resolve(E2E_BUILD_ENV.OUT_DIR);

/**
 * The headers the site is served with (scripts/server/headers.mjs). Imported when asked for: it is a
 * Node module that reads the build's files, which the test transform cannot load.
 */
export const servedHeaders = () => import('../../scripts/server/headers.mjs');

/**
 * The web app manifest is served fresh with its own type, and every icon it or the page names
 * answers as a PNG: what a browser needs to offer installing the site.
 */
export async function expectManifestServed(request: APIRequestContext, origin = '') {
  const response = await request.get(`${origin}/manifest.webmanifest`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  // The page's theme colour is the manifest's, so the installed app and the tab agree.
  const page = await (await request.get(`${origin}/`)).text();
  expect(page).toMatch(new RegExp(`<meta name="?theme-color"? content="?${manifest.theme_color}`));
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const apple = { src: '/icons/apple-touch-icon.png', sizes: '180x180', purpose: 'any' };
  for (const { src, sizes } of [...manifest.icons, apple]) {
    const icon = await request.get(`${origin}${src}`);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    // A PNG's width and height sit in its IHDR chunk, at bytes 16 and 20.
    const png = await icon.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes);
  }
}

/**
 * The service worker is served fresh as JavaScript (a cached one would hold back every update)
 * and precaches the pages it opens offline. Every address it precaches answers with a success,
 * as its fetch does (following a redirect): one failure, and the worker never installs. Each
 * page comes with its own policy, which the worker keeps with it and serves offline.
 */
export async function expectServiceWorkerServed(
  request: APIRequestContext,
  origin: string,
  /** The policy of the page in a file, which the worker answers that page's address with. */
  pagePolicy: (page: string) => string,
) {
  const response = await request.get(`${origin}/sw.js`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const worker = await response.text();
  const precached = [...worker.matchAll(/'url':'([^']+)'/g)].map(([, address]) => address!);
  // Each page at its own address (its file's name only redirects there), and the 'not found'
  // page's own file.
  expect(precached).toEqual(
    expect.arrayContaining([...PAGES.map((page) => page.path), `/${NOT_FOUND_PAGE.file}`]),
  );
  for (const address of precached) {
    const answer = await request.get(`${origin}${address}`, { maxRedirects: 0 });
    expect(answer.status(), `${address}, which the worker precaches`).toBe(200);
    const page = pageAt(address);
    const file = page ? page.file : address.endsWith('.html') && address.slice(1);
    if (file) {
      expect(answer.headers()['content-security-policy'], `${address}'s policy`).toBe(
        pagePolicy(file),
      );
    }
  }
}
