// @ts-check
// Debian's nginx on loopback with deploy/nginx/compara-y-ahorra.conf as it is, TLS included:
// a throwaway certificate authority signs a certificate for 127.0.0.1 and localhost where
// certbot's would be. Used by the nginx test (tests/e2e/nginx.desktop.spec.ts) and, on ports
// 80 and 443, to run the HTTP Observatory's scanner against the real configuration:
//   node scripts/deploy/nginxOnLoopback.mjs [buildDir]   (prints the CA file for NODE_EXTRA_CA_CERTS)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startedWithin } from '../tools/startedWithin.mjs';
import { writeNginxSnippets } from './nginxHeaders.mjs';

const SITE_CONF = fileURLToPath(
  new URL('../../deploy/nginx/compara-y-ahorra.conf', import.meta.url),
);
const CERTBOT_LIVE = '/etc/letsencrypt/live/comparayahorra.pe';

/** How long nginx may take to answer over HTTPS before its start has failed. */
const START_LIMIT_MS = 20_000;

/** @typedef {{ nginx: string, nginxBrotliStatic: string, openssl: string }} DebianPaths */

/**
 * A certificate authority of the moment and a certificate it signed for this machine.
 * @param {string} dir
 * @param {DebianPaths} debian
 */
function makeCertificates(dir, debian) {
  const openssl = (/** @type {string} */ command) =>
    execFileSync(debian.openssl, command.split(' '), { cwd: dir, stdio: 'pipe' });
  const newKey = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes';
  openssl(`req -x509 ${newKey} -keyout ca.key -out ca.pem -days 2 -subj /CN=test-authority`);
  openssl(`req ${newKey} -keyout privkey.pem -out site.csr -subj /CN=127.0.0.1`);
  writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509 -req -in site.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out fullchain.pem -days 2 -extfile san.ext',
  );
  return { ca: path.join(dir, 'ca.pem') };
}

/**
 * Whether the TLS server answers, trusting only `ca`.
 * @param {number} httpsPort
 * @param {Buffer} ca
 * @returns {Promise<boolean>}
 */
const answers = (httpsPort, ca) =>
  new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: httpsPort, path: '/', ca }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    // A server that takes the connection but never answers is not up either.
    req.setTimeout(2_000, () => req.destroy());
    req.end();
  });

/**
 * Starts nginx serving `buildDir` over HTTP on `httpPort` and HTTPS on `httpsPort`; resolves
 * once HTTPS answers. `acmeDir` is the webroot of certbot's challenges. `debian`: where Debian
 * put nginx, its brotli module and openssl (DEBIAN_PATHS of scripts/checks/systemPackages.mjs,
 * given by the caller, which may load that module its own way).
 * @param {{
 *   buildDir: string,
 *   httpPort: number,
 *   httpsPort: number,
 *   emailjsOrigin?: string,
 *   debian: DebianPaths,
 * }} options
 * @returns {Promise<{ ca: string, acmeDir: string, stop: () => void }>}
 */
export async function startNginx({ buildDir, httpPort, httpsPort, emailjsOrigin, debian }) {
  if (!existsSync(debian.nginx)) {
    throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run does it).');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const { ca } = makeCertificates(dir, debian);
  const acmeDir = path.join(dir, 'letsencrypt');
  mkdirSync(path.join(acmeDir, '.well-known/acme-challenge'), { recursive: true });
  writeNginxSnippets(path.resolve(buildDir), dir, emailjsOrigin);
  const site = readFileSync(SITE_CONF, 'utf8')
    .replace(/^\s*listen \[::\]:.*\n/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll(CERTBOT_LIVE, dir)
    .replace('root /var/www/letsencrypt;', `root ${acmeDir};`)
    .replace('root /var/www/compara-y-ahorra;', `root ${path.resolve(buildDir)};`)
    .replaceAll('/etc/nginx/snippets/', `${dir}/`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
user root;
load_module ${debian.nginxBrotliStatic};
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
  const nginx = spawn(debian.nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'inherit',
  });
  const caPem = readFileSync(ca);
  const stop = () => nginx.kill('SIGQUIT');
  await startedWithin({
    what: 'nginx',
    child: nginx,
    ready: async () => (await answers(httpsPort, caPem)) || undefined,
    output: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    limitMs: START_LIMIT_MS,
    stop,
  });
  return { ca, acmeDir, stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { DEBIAN_PATHS } = await import('../checks/systemPackages.mjs');
  const { ca } = await startNginx({
    debian: DEBIAN_PATHS,
    buildDir: process.argv[2] ?? 'dist',
    httpPort: 80,
    httpsPort: 443,
  });
  console.log(`nginx on http://127.0.0.1 and https://127.0.0.1 (Ctrl-C stops it); CA: ${ca}`);
}
