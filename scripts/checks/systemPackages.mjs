// @ts-check
// What the tests need from Debian that npm cannot bring, in one list, and where each puts what
// the tests drive: `npm test` installs what is missing before it starts, as Playwright's
// `install --with-deps` does, and so does .ci/run (scripts/checks/installSystemPackages.mjs,
// before `npm ci`: this file imports nothing npm brings). The tests' helpers import its paths,
// under Playwright's transform too, so it never reads import.meta.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where Debian's packages put what the tests drive: the one place these paths are written (the
 * Chromium lookup, the engines' helpers and nginx's test import them).
 */
export const DEBIAN_PATHS = {
  chromiumHeadlessShell: '/usr/bin/chromium-headless-shell',
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
  webkitDriver: '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
  nginx: '/usr/sbin/nginx',
  // By its absolute path: nginx's test runs it with a temporary prefix, and Debian's
  // modules-enabled/ names it relative to /usr/share/nginx.
  nginxBrotliStatic: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  openssl: '/usr/bin/openssl',
  java: '/usr/bin/java',
};

/** Each package, the file that shows it is installed, and what it is for. */
export const SYSTEM_PACKAGES = [
  {
    name: 'chromium-headless-shell',
    file: DEBIAN_PATHS.chromiumHeadlessShell,
    for: 'the end-to-end tests in Chromium',
  },
  {
    name: 'chromium',
    file: DEBIAN_PATHS.chromium,
    for: 'the installability check and the bench, which need the whole browser',
  },
  { name: 'firefox-esr', file: DEBIAN_PATHS.firefox, for: 'the stories in Gecko' },
  { name: 'webkit2gtk-driver', file: DEBIAN_PATHS.webkitDriver, for: 'the stories in WebKit' },
  { name: 'xvfb', file: DEBIAN_PATHS.xvfb, for: "the display WebKit's windows open on" },
  { name: 'nginx', file: DEBIAN_PATHS.nginx, for: 'the test of deploy/nginx' },
  {
    name: 'libnginx-mod-http-brotli-static',
    file: DEBIAN_PATHS.nginxBrotliStatic,
    for: "nginx's brotli files",
  },
  { name: 'openssl', file: DEBIAN_PATHS.openssl, for: "nginx's test certificate" },
  { name: 'default-jre-headless', file: DEBIAN_PATHS.java, for: 'the Nu Html Checker' },
];

/**
 * WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts: in the library's folder of the
 * machine's architecture (x86_64-linux-gnu, aarch64-linux-gnu...), which webkit2gtk-driver
 * brings with it.
 */
export function findMiniBrowser() {
  const found = readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('/usr/lib', entry.name, 'webkit2gtk-4.1/MiniBrowser'))
    .find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No WebKitGTK MiniBrowser in /usr/lib/*/webkit2gtk-4.1/: it comes with Debian's " +
        'webkit2gtk-driver (`apt-get install webkit2gtk-driver`).',
    );
  }
  return found;
}

export const missingPackages = () =>
  SYSTEM_PACKAGES.filter((item) => !existsSync(item.file)).map((item) => item.name);

/**
 * Installs the missing packages with apt-get, saying in one line what and how long it took.
 * Without root or apt-get it installs nothing: it names the command to run, and returns false.
 */
export function installMissingPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const list = missing.join(' ');
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `✖ The tests need Debian packages that are not installed: ${list}.\n` +
        `  Run: sudo apt-get update && sudo apt-get install -y ${list}`,
    );
    return false;
  }
  const started = Date.now();
  process.stdout.write(`Installing ${list} from Debian… `);
  // apt-get's chatter (debconf's notes among it) is shown only when it fails.
  const apt = (/** @type {string[]} */ args) => {
    const run = spawnSync('apt-get', args, {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) console.error(`\n${run.stdout}${run.stderr}`);
    return run.status === 0;
  };
  const installed = apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing]);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(installed ? `done in ${seconds} s` : `✖ apt-get failed after ${seconds} s`);
  return installed;
}
