// What the tests need from Debian that npm cannot bring, in one list: `npm test` installs what is
// missing before it starts, as Playwright's `install --with-deps` does, and so does .ci/run. Run
// alone (`node scripts/checks/systemPackages.mjs`), it installs them and says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Each package, the file that shows it is installed, and what it is for. */
export const SYSTEM_PACKAGES = [
  {
    name: 'chromium-headless-shell',
    file: '/usr/bin/chromium-headless-shell',
    for: 'the end-to-end tests in Chromium',
  },
  {
    name: 'chromium',
    file: '/usr/bin/chromium',
    for: 'the installability check and the bench, which need the whole browser',
  },
  { name: 'firefox-esr', file: '/usr/bin/firefox-esr', for: 'the stories in Gecko' },
  { name: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver', for: 'the stories in WebKit' },
  { name: 'xvfb', file: '/usr/bin/Xvfb', for: "the display WebKit's windows open on" },
  { name: 'nginx', file: '/usr/sbin/nginx', for: 'the test of deploy/nginx' },
  {
    name: 'libnginx-mod-http-brotli-static',
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    for: "nginx's brotli files",
  },
  { name: 'openssl', file: '/usr/bin/openssl', for: "nginx's test certificate" },
  { name: 'default-jre-headless', file: '/usr/bin/java', for: 'the Nu Html Checker' },
];

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
  const apt = (args) => {
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(installMissingPackages() ? 0 : 1);
}
