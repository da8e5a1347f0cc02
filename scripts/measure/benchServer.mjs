// The server of `npm run bench` and `npx lhci autorun`: the build as `npm start` serves it, plus
// two yardsticks made from it, served with the same headers and compression:
// - /bench/yardstick: the landing page's own HTML with every script removed, what the first load
//   would cost with no code at all;
// - /bench/one-button: a page with nothing but the quote button and a script that answers its
//   tap with the toast's words, what a tap costs in this browser with no page in the way.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { siteHandler, siteHeaders } from '../server/site.mjs';

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8095);
export const BENCH_ORIGIN = `http://127.0.0.1:${BENCH_PORT}`;
export const YARDSTICK = '/bench/yardstick';
export const ONE_BUTTON = '/bench/one-button';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)), 'dist');

function yardsticks() {
  const landing = readFileSync(path.join(root, 'index.html'), 'utf8');
  return {
    [YARDSTICK]: ['text/html', landing.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')],
    [ONE_BUTTON]: [
      'text/html',
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Un botón</title><script src="${ONE_BUTTON}.js"></script></head><body><button type="button">Ver Planes y Precios</button><section id="toasts"><div role="status"></div></section></body></html>`,
    ],
    [`${ONE_BUTTON}.js`]: [
      'text/javascript',
      `document.addEventListener('click', (event) => {
  if (event.target.closest('button')) document.querySelector('#toasts div').textContent = 'Campos incompletos';
}, true);`,
    ],
  };
}

/** Starts the server; resolves once it listens, with a function that stops it. */
export function startBenchServer({ quiet = false } = {}) {
  const site = siteHandler(root);
  const headers = siteHeaders(root);
  const pages = yardsticks();
  const server = createServer((req, res) => {
    const page = pages[new URL(req.url, BENCH_ORIGIN).pathname];
    if (!page) return site(req, res);
    const [type, text] = page;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', `${type}; charset=utf-8`);
    res.setHeader('Cache-Control', 'no-cache');
    // Compressed as the build's own files are, so that every page comes over the wire alike.
    if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('Content-Encoding', 'br');
      res.end(brotliCompressSync(text));
    } else res.end(text);
  });
  return new Promise((resolve) =>
    server.listen(BENCH_PORT, '127.0.0.1', () => {
      if (!quiet) console.log(`Bench server listening on ${BENCH_ORIGIN}`);
      resolve(() => new Promise((done) => server.close(done)));
    }),
  );
}

// Run on its own (as Lighthouse CI's startServerCommand), it serves until it is stopped.
if (process.argv[1] === fileURLToPath(import.meta.url)) startBenchServer();
