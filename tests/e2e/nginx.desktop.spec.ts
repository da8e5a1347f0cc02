import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  E2E_BUILD_DIR,
  E2E_EMAILJS,
  expectManifestServed,
  expectServiceWorkerServed,
  servedHeaders,
} from '../support/server';
import { expect, test } from '../support/test';
import { SEARCHING } from '../support/site';

// deploy/nginx/ serves the same build with the same fallback, caching and headers as
// `npm start`, over TLS, and sends plain HTTP to HTTPS. This starts Debian's nginx on loopback
// with that configuration and a certificate from a throwaway authority where certbot's would be.

const HTTP_PORT = 4180;
const HTTPS_PORT = 4443;
const ORIGIN = `https://127.0.0.1:${HTTPS_PORT}`;
const ROOT = E2E_BUILD_DIR;
const EMAILJS = E2E_EMAILJS.EMAILJS_ORIGIN;

let nginx: { stop(): void; ca: string; acmeDir: string } | undefined;

// One nginx for the file: its tests share the worker that started it.
test.describe.configure({ mode: 'serial' });
// The browser and the API client trust the test's authority as a visitor's trusts Let's Encrypt.
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  const { startNginx } = await import('../../scripts/deploy/nginxOnLoopback.mjs');
  nginx = await startNginx({
    buildDir: ROOT,
    httpPort: HTTP_PORT,
    httpsPort: HTTPS_PORT,
    emailjsOrigin: EMAILJS,
  });
});

test.afterAll(() => {
  nginx?.stop();
});

test("plain HTTP moves every page to HTTPS for good, but for certbot's challenges", async ({
  request,
}) => {
  for (const route of ['/', '/quote', '/checkout', '/una/ruta/profunda?x=1']) {
    const response = await request.get(`http://127.0.0.1:${HTTP_PORT}${route}`, {
      maxRedirects: 0,
    });
    expect(response.status(), route).toBe(301);
    // The production host and port: the redirect keeps the name asked for, and HTTPS is 443.
    expect(response.headers()['location'], route).toBe(`https://127.0.0.1${route}`);
  }
  writeFileSync(path.join(nginx!.acmeDir, '.well-known/acme-challenge/token-1'), 'prueba-1');
  const challenge = await request.get(
    `http://127.0.0.1:${HTTP_PORT}/.well-known/acme-challenge/token-1`,
    { maxRedirects: 0 },
  );
  expect(challenge.status()).toBe(200);
  expect(await challenge.text()).toBe('prueba-1');
});

test('HTTPS speaks TLS 1.2 and 1.3 only, over HTTP/2', async () => {
  const { connect } = await import('node:tls');
  const ca = readFileSync(nginx!.ca);
  type Version = 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  const handshake = (minVersion: Version, maxVersion: Version) =>
    new Promise<{ protocol: string | null; alpn: string | false | null } | 'refused'>((resolve) => {
      const socket = connect(
        {
          host: '127.0.0.1',
          port: HTTPS_PORT,
          ca,
          ALPNProtocols: ['h2', 'http/1.1'],
          minVersion,
          maxVersion,
          // The client offers the old versions for real: the refusal must be the server's.
          ciphers: 'DEFAULT@SECLEVEL=0',
        },
        () => {
          resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
          socket.end();
        },
      );
      socket.on('error', () => resolve('refused'));
    });
  expect(await handshake('TLSv1.3', 'TLSv1.3')).toEqual({ protocol: 'TLSv1.3', alpn: 'h2' });
  expect(await handshake('TLSv1.2', 'TLSv1.2')).toEqual({ protocol: 'TLSv1.2', alpn: 'h2' });
  expect(await handshake('TLSv1', 'TLSv1.1')).toBe('refused');
});

test('nginx serves deep links, caches hashed assets and sends the security headers', async ({
  request,
}) => {
  const { readInlineHashes, securityHeaders, STRICT_TRANSPORT_SECURITY } = await servedHeaders();
  // npm start's headers for the same build, and HSTS, which HTTPS alone sends.
  const expected = {
    ...securityHeaders({ emailjsOrigin: EMAILJS, inline: readInlineHashes(ROOT) }),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
  for (const route of ['/', '/quote', '/checkout', '/no-existe']) {
    const response = await request.get(`${ORIGIN}${route}`);
    expect(response.status(), route).toBe(200);
    const body = await response.text();
    if (route === '/') expect(body, route).toContain('Tu seguro de viaje, al mejor precio');
    else if (route === '/quote') expect(body, route).toContain(SEARCHING);
    else if (route === '/checkout')
      expect(body, route).toContain('Completa los datos de los viajeros');
    else expect(body, route).toMatch(/<div id="?root"?><\/div>/);
    const headers = response.headers();
    expect(headers['cache-control'], route).toBe('no-cache');
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${route} ${name}`).toBe(value);
  }

  const html = await (await request.get(ORIGIN)).text();
  const script = /src="?(\/assets\/main\.[0-9a-f]{10}\.js)/.exec(html)?.[1];
  // The build's own compressed files, not copies compressed on the fly: brotli for a client
  // that accepts it (brotli_static), gzip for one that accepts only gzip (gzip_static).
  for (const [accepted, encoding, suffix] of [
    ['br, gzip', 'br', 'br'],
    ['gzip', 'gzip', 'gz'],
  ]) {
    const asset = await request.get(`${ORIGIN}${script}`, {
      headers: { 'Accept-Encoding': accepted! },
    });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['content-encoding'], accepted).toBe(encoding);
    expect(Number(asset.headers()['content-length']), accepted).toBe(
      statSync(path.join(ROOT, `${script}.${suffix}`)).size,
    );
  }

  expect((await request.get(`${ORIGIN}/assets/missing.0123456789.js`)).status()).toBe(404);
  await expectManifestServed(request, ORIGIN);
  await expectServiceWorkerServed(request, ORIGIN);
});

test('the site works from nginx in the browser, its scripts in brotli and checked by their hash', async ({
  page,
}) => {
  const encodings: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url()))
      encodings.push(response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto(`${ORIGIN}/checkout`);
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tu seguro de viaje, al mejor precio',
  );
  // The app ran (it moved the visitor to '/'), so each script matched its integrity hash.
  expect(encodings.length).toBeGreaterThan(0);
  expect([...new Set(encodings)]).toEqual(['br']);
});

// A new connection's first round trip brings TCP's initial window, 10 segments of 1460 bytes
// (RFC 6928). A page that fits in it paints a whole round trip sooner on a slow link (150 ms
// on Lighthouse's mobile profile), and the landing page is the one most visitors open first.
const INITIAL_WINDOW_BYTES = 10 * 1460;

test('the landing page comes whole, headers included, in the first round trip of its connection', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const onTheWire = new Promise<number>((resolve) => {
    let documentRequest: string | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document') documentRequest ??= event.requestId;
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (event.requestId === documentRequest) resolve(event.encodedDataLength);
    });
  });
  await page.goto(ORIGIN);
  expect(await onTheWire).toBeLessThanOrEqual(INITIAL_WINDOW_BYTES);
});
