import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectManifestServed, expectServiceWorkerServed, servedHeaders } from '../support/server';
import { expect, test } from '../support/test';
import { SEARCHING } from '../support/site';

// deploy/nginx/ serves the same build with the same fallback, caching and headers as
// `npm start`. This starts Debian's nginx on loopback with that configuration.

const NGINX = '/usr/sbin/nginx';
const PORT = 4180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve('dist-e2e');

let nginx: ChildProcess | undefined;

// One nginx for the file: its tests share the worker that started it.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run does it).');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const headers = path.join(dir, 'security-headers.conf');
  writeFileSync(headers, readFileSync('deploy/nginx/security-headers.conf'));
  const site = readFileSync('deploy/nginx/compara-y-ahorra.conf', 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${PORT};`)
    .replace('root /var/www/compara-y-ahorra;', `root ${ROOT};`)
    .replaceAll('/etc/nginx/snippets/compara-y-ahorra-headers.conf', headers);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
user root;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  await expect
    .poll(
      () =>
        fetch(ORIGIN).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
});

test('nginx serves deep links, caches hashed assets and sends the security headers', async ({
  request,
}) => {
  const { securityHeaders } = await servedHeaders();
  const expected = securityHeaders('https://api.emailjs.com');
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
  const script = /(?:src|data-entry-script)="?(\/assets\/main\.[0-9a-f]{10}\.js)/.exec(html)?.[1];
  const asset = await request.get(`${ORIGIN}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // The build's own .gz file (gzip_static), not a copy compressed on the fly.
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(Number(asset.headers()['content-length'])).toBe(
    statSync(path.join(ROOT, `${script}.gz`)).size,
  );

  expect((await request.get(`${ORIGIN}/assets/missing.0123456789.js`)).status()).toBe(404);
  await expectManifestServed(request, ORIGIN);
  await expectServiceWorkerServed(request, ORIGIN);
});

test('the site works from nginx in the browser', async ({ page }) => {
  await page.goto(`${ORIGIN}/checkout`);
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tu seguro de viaje, al mejor precio',
  );
});
