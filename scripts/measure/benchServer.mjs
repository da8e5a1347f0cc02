// The server of `npm run bench` and `npx lhci autorun`: the build as visitors get it, through the
// shipped nginx configuration over HTTP/2 and TLS (scripts/deploy/nginxOnLoopback.mjs), with two
// yardsticks written beside the build's files, so that nginx serves them with the same headers
// and compression:
// - /bench/yardstick.html: the landing page's own HTML with every script removed, what the first
//   load would cost with no code at all;
// - /bench/one-button.html: a page with nothing but the quote button and a script that answers
//   its tap with the toast's words, what a tap costs in this browser with no page in the way.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { BUILD_RECORDS, NOT_FOUND_PAGE, pageAt } from '../../src/app/pageTable.cjs';
import { CHROMIUM_ARGS } from '../tools/chromium.mjs';
import { ONE_BUTTON, YARDSTICK } from './benchPages.mjs';

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8095);
export const BENCH_ORIGIN = `https://127.0.0.1:${BENCH_PORT}`;
/**
 * The browser the bench drives trusts the certificate nginx is given on loopback, signed by an
 * authority of the moment. Of Chromium's ways to trust it, only this switch also lets the
 * service worker install, as it does for a visitor (a pinned key or a context that ignores
 * certificate errors does not).
 */
export const BENCH_BROWSER_ARGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

const ONE_BUTTON_SCRIPT = ONE_BUTTON.replace(/\.html$/, '.js');

function yardsticks(landing) {
  return {
    [YARDSTICK]: landing.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''),
    [ONE_BUTTON]: `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Un botón</title><script src="${ONE_BUTTON_SCRIPT}"></script></head><body><button type="button">Ver Planes y Precios</button><section id="toasts"><div role="status"></div></section></body></html>`,
    [ONE_BUTTON_SCRIPT]: `document.addEventListener('click', (event) => {
  if (event.target.closest('button')) document.querySelector('#toasts div').textContent = 'Campos incompletos';
}, true);`,
  };
}

/**
 * The yardstick is served at an address of its own, whose policy is the 'not found' page's
 * (scripts/server/headers.mjs): in the bench's copy of the build, that policy also allows the
 * landing page's style blocks, which the yardstick keeps.
 */
function allowLandingStylesEverywhere(site) {
  const file = path.join(site, BUILD_RECORDS.inlineHashes);
  const hashes = JSON.parse(readFileSync(file, 'utf8'));
  const general = hashes[NOT_FOUND_PAGE.file];
  const landing = hashes[pageAt('/').file];
  general.styles = [...new Set([...general.styles, ...landing.styles])].sort();
  writeFileSync(file, JSON.stringify(hashes));
}

/**
 * Starts nginx on BENCH_PORT over a copy of the build (bench-results/site) with the yardsticks
 * and their brotli copies beside its files; resolves once it answers, with a function that
 * stops it.
 */
export async function startBenchServer({ quiet = false } = {}) {
  const site = path.join(projectDir, 'bench-results/site');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(path.join(projectDir, 'dist'), site, { recursive: true });
  const landing = readFileSync(path.join(site, 'index.html'), 'utf8');
  allowLandingStylesEverywhere(site);
  for (const [address, text] of Object.entries(yardsticks(landing))) {
    const file = path.join(site, address);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
  }
  // Loaded when asked for: lighthouserc.cjs requires this module for its constants alone.
  const [{ startNginx }, { DEBIAN_PATHS }, { freePort }] = await Promise.all([
    import('../deploy/nginxOnLoopback.mjs'),
    import('../checks/systemPackages.mjs'),
    import('../tools/freePort.mjs'),
  ]);
  const { stop } = await startNginx({
    buildDir: site,
    httpPort: await freePort(),
    httpsPort: BENCH_PORT,
    debian: DEBIAN_PATHS,
  });
  if (!quiet) console.log(`Bench server listening on ${BENCH_ORIGIN}`);
  return stop;
}

// Run on its own (as Lighthouse CI's startServerCommand), it serves until it is stopped.
if (process.argv[1] === fileURLToPath(import.meta.url)) void startBenchServer();
