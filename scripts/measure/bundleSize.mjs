// Sizes of a production build, shared by `npm run bench` and the size budget in `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function sizes(content) {
  const buffer = Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (list) =>
  list.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      brotli: total.brotli + item.brotli,
    }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

/**
 * What / costs before it is interactive: every script its HTML loads (with their files), and
 * its CSS (stylesheets plus the critical styles inlined by the prerender). All JS: every chunk.
 */
export function measureBuild(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  // The tiny entry in the HTML starts the app chunk at once: both are needed to be interactive.
  const bootScripts = JSON.parse(readFileSync(path.join(dir, 'boot-chunks.json'), 'utf8'));
  const htmlScripts = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map(
    (match) => match[1],
  );
  const scripts = [...new Set([...htmlScripts, ...bootScripts])];
  const stylesheets = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?([^"\s>]+)/g)].map(
    (match) => match[1],
  );
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
  const read = (url) => readFileSync(path.join(dir, url.replace(/^\//, '')));
  const assets = readdirSync(path.join(dir, 'assets'));
  return {
    initialScripts: scripts,
    initialJs: sum(scripts.map((url) => sizes(read(url)))),
    initialCss: sum([...stylesheets.map((url) => sizes(read(url))), sizes(inlineStyles)]),
    totalJs: sum(
      assets.filter((name) => name.endsWith('.js')).map((name) => sizes(read(`assets/${name}`))),
    ),
    chunks: assets.filter((name) => name.endsWith('.js')).length,
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
