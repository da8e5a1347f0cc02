// Where the end-to-end suite serves its production build, and how that build is made.
import { expect, type APIRequestContext } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export { E2E_BUILD_ENV, E2E_EMAILJS, E2E_SITE } from './buildEnv.mjs';

/**
 * The headers the site is served with (scripts/headers.mjs). Imported when asked for: it is a
 * Node module that reads the early-input script from disk, which the test transform cannot load.
 */
export const servedHeaders = () => import('../../scripts/headers.mjs');

/**
 * The web app manifest is served fresh with its own type, and every icon it or the page names
 * answers as a PNG: what a browser needs to offer installing the site.
 */
export async function expectManifestServed(request: APIRequestContext, origin = '') {
  const response = await request.get(`${origin}/manifest.webmanifest`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as { icons: { src: string }[] };
  for (const { src } of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
    const icon = await request.get(`${origin}${src}`);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
}

/**
 * The service worker is served fresh as JavaScript (a cached one would hold back every update)
 * and precaches both pages.
 */
export async function expectServiceWorkerServed(request: APIRequestContext, origin = '') {
  const response = await request.get(`${origin}/sw.js`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const worker = await response.text();
  for (const page of ['/index.html', '/app.html']) expect(worker).toContain(`'url':'${page}'`);
}
