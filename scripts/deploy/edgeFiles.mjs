// @ts-check
// Writes what Cloudflare's edge reads beside a build (deploy/edge/wrangler.jsonc): `_headers`,
// the same headers as `npm start` and nginx send (scripts/server/headers.mjs), `_redirects`,
// each page's other spellings moved to its own address (src/app/pageTable.cjs), and
// `.assetsignore`, the files not to upload. `npm run build` calls it once the build is complete,
// with the build's EMAILJS_ORIGIN, so that the policy names that build's inline blocks.
//   node scripts/deploy/edgeFiles.mjs [buildDir]
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import { BUILD_RECORDS, NOT_FOUND_PAGE, PAGES } from '../../src/app/pageTable.cjs';
import {
  cacheControl,
  siteSecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from '../server/headers.mjs';

/** Cloudflare reads at most this many rules from a _headers file, each line at most this long. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

const CSP = 'Content-Security-Policy';

/**
 * Every file of the build, as the path it is served at.
 * @param {string} buildDir
 */
function servedPaths(buildDir) {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(buildDir, path.join(entry.parentPath, entry.name))}`)
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The _headers file of the build in `buildDir`: every answer gets the security headers, HSTS
 * (the edge answers over HTTPS only) and `no-cache`, with the 'not found' page's policy; each
 * page, at its own address, trades it for its own; each hashed asset, named one by one, trades
 * `no-cache` for immutable caching, so that a missing asset's 404 is never kept.
 * @param {string} buildDir
 * @param {string} [emailjsOrigin]
 */
export function edgeHeadersFile(buildDir, emailjsOrigin) {
  const { byPage } = siteSecurityHeaders(buildDir, emailjsOrigin);
  const headers = {
    ...byPage[NOT_FOUND_PAGE.file],
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Cache-Control': 'no-cache',
  };
  const pages = PAGES.map((page) => ({ address: page.path, policy: byPage[page.file]?.[CSP] }));
  const cached = servedPaths(buildDir).filter((file) => cacheControl(file) !== 'no-cache');
  if (cached.length + pages.length + 1 > MAX_RULES) {
    throw new Error(
      `The edge reads at most ${MAX_RULES} rules from _headers, and the build has ` +
        `${cached.length} hashed assets beside ${pages.length} page addresses: give the ` +
        'assets a rule by folder instead.',
    );
  }
  /** @param {string} pattern @param {string[]} lines */
  const rule = (pattern, lines) => [pattern, ...lines.map((line) => `  ${line}`)].join('\n');
  const file = [
    `# Written by scripts/deploy/edgeFiles.mjs for this build: never edit it by hand.`,
    rule(
      '/*',
      Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ),
    // A rule's header joins the same header of a wider rule unless that one is detached (!).
    ...pages.map(({ address, policy }) => rule(address, [`! ${CSP}`, `${CSP}: ${policy}`])),
    ...cached.map((file) =>
      rule(file, ['! Cache-Control', `Cache-Control: ${cacheControl(file)}`]),
    ),
  ].join('\n');
  const long = file.split('\n').find((line) => line.length > MAX_LINE);
  if (long)
    throw new Error(`The edge ignores a _headers line over ${MAX_LINE} characters: ${long}`);
  return `${file}\n`;
}

/**
 * The _redirects file: each page's other spellings (/quote/, /quote.html...) move to its own
 * address for good, as on every server (the edge keeps the query), and each page's address
 * answers with its file, which the edge, told to guess no file names (deploy/edge/
 * wrangler.jsonc), would not find by itself.
 */
export function edgeRedirectsFile() {
  const lines = [
    ...PAGES.flatMap((page) => page.spellings.map((spelling) => `${spelling} ${page.path} 301`)),
    ...PAGES.map((page) => `${page.path} /${page.file} 200`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Not uploaded: the build's compressed copies (the edge compresses what it sends itself) and
 * its own records, which no visitor asks for. The edge's own three files it reads itself and
 * never serves.
 */
const NOT_UPLOADED = ['*.br', '*.gz', BUILD_RECORDS.inlineHashes, BUILD_RECORDS.bootChunks];

/** @param {string} buildDir @param {string} [emailjsOrigin] */
export function writeEdgeFiles(buildDir, emailjsOrigin) {
  const write = (/** @type {string} */ file, /** @type {string} */ text) =>
    writeFileSync(path.join(buildDir, file), text);
  write(BUILD_RECORDS.edgeHeaders, edgeHeadersFile(buildDir, emailjsOrigin));
  write(BUILD_RECORDS.edgeRedirects, edgeRedirectsFile());
  write(BUILD_RECORDS.edgeIgnore, `${NOT_UPLOADED.join('\n')}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadDotenv({ quiet: true });
  writeEdgeFiles(process.argv[2] ?? 'dist', process.env.EMAILJS_ORIGIN || undefined);
}
