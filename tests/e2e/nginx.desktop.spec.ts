import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEBIAN_PATHS } from '../../scripts/checks/systemPackages.mjs';
import { expectEveryRouteServed } from '../support/routes';
import { E2E_BUILD_DIR, E2E_EMAILJS } from '../support/server';
import { expect, test } from '../support/test';

// deploy/nginx/ answers every address as `npm start` and the edge do (the route table), over
// TLS, and sends plain HTTP to HTTPS. This starts Debian's nginx on loopback
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
    debian: DEBIAN_PATHS,
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

test('nginx answers every address as every server of the site does (the route table)', async ({
  request,
}) => {
  await expectEveryRouteServed(request, ORIGIN, { https: true });
});

test("nginx sends the build's own compressed copies: brotli, or gzip to a client without it", async ({
  request,
}) => {
  const html = await (await request.get(ORIGIN)).text();
  const script = /data-src="(\/assets\/main\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
  // Not copies compressed on the fly: brotli for a client that accepts it (brotli_static), gzip
  // for one that accepts only gzip (gzip_static).
  for (const [accepted, encoding, suffix] of [
    ['br, gzip', 'br', 'br'],
    ['gzip', 'gzip', 'gz'],
  ]) {
    const asset = await request.get(`${ORIGIN}${script}`, {
      headers: { 'Accept-Encoding': accepted! },
    });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding'], accepted).toBe(encoding);
    expect(Number(asset.headers()['content-length']), accepted).toBe(
      statSync(path.join(ROOT, `${script}.${suffix}`)).size,
    );
  }
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
