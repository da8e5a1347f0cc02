// `npm start` serves the production build: history fallback for /quote and /checkout,
// the security headers of contract section 7, immutable caching of hashed assets, compressed
// text files.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import sirv from 'sirv';
import { cacheControl, readInlineHashes, securityHeaders } from './headers.mjs';

loadDotenv({ quiet: true });

const root = path.resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.OUT_DIR ?? 'dist',
);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const headers = securityHeaders({
  emailjsOrigin: process.env.EMAILJS_ORIGIN || undefined,
  inline: readInlineHashes(root),
});

const serveBuild = sirv(root, {
  // '/' is the prerendered index.html, '/quote' and '/checkout' the prerendered quote.html and
  // checkout.html (sirv tries the .html name); every other page starts from the empty shell.
  single: 'app.html',
  dev: false,
  etag: true,
  // The build's .br and .gz copies, for browsers that accept them (as nginx's gzip_static).
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControl(pathname));
  },
});

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // The SPA fallback answers unknown paths with index.html, which must not be cached either.
  res.setHeader('Cache-Control', 'no-cache');
  serveBuild(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});

server.listen(port, host, () => {
  console.log(`Compara y Ahorra: http://${host}:${port}`);
});
