// Puts the prerendered landing page into the build: index.html gets the header and hero
// markup and their critical styles; app.html keeps the empty shell for every other route.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EARLY_INPUT_SCRIPT } from './headers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const require = createRequire(import.meta.url);
const { renderLandingPage } = require(
  path.join(root, 'node_modules/.cache/prerender/prerender.js'),
);

const indexFile = path.join(outDir, 'index.html');
const shellFile = path.join(outDir, 'app.html');
// webpack's clean output holds no app.html yet; a second run starts again from the shell.
const shell = readFileSync(existsSync(shellFile) ? shellFile : indexFile, 'utf8');
writeFileSync(shellFile, shell);

const { html, styles: styleTags } = renderLandingPage();
// Emotion moves server styles it has not seen into <head> when it starts, which repaints the
// page; these already sit in <head>, and data-s tells Emotion to leave them where they are.
const styles = styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
const emptyRoot = /<div id="?root"?><\/div>/;
if (!emptyRoot.test(shell)) throw new Error(`No empty root element in ${indexFile}`);
// The early-input script goes first in <head>: it must listen before any control is painted.
const page = shell
  .replace('<head>', () => `<head><script>${EARLY_INPUT_SCRIPT}</script>`)
  .replace('</head>', `${styles}</head>`)
  .replace(emptyRoot, () => `<div id="root">${html}</div>`);
writeFileSync(indexFile, page);
console.log(
  `Prerendered the landing page into ${path.relative(root, indexFile)} (${page.length} bytes).`,
);
