// @ts-check
// The scripts `/` loads with no interaction (contract section 8): the entry its HTML names (the
// inline script that asks for it once the page has painted holds its address in data-src), and
// the app chunks the entry starts at once (boot-chunks.json, written by the build). The size budget
// (.size-limit.mjs) weighs them; an end-to-end test checks that the browser loads no other.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_RECORDS, pageAt } from '../../src/app/pageTable.cjs';

/**
 * The site-relative URLs of those scripts in the build in `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
export function landingScripts(dir) {
  const html = readFileSync(path.join(dir, pageAt('/')?.file ?? ''), 'utf8');
  const named = [...html.matchAll(/<script[^>]*\s(?:data-)?src="?([^"\s>]+)/g)].map(
    (match) => match[1],
  );
  const started = JSON.parse(readFileSync(path.join(dir, BUILD_RECORDS.bootChunks), 'utf8'));
  return [...new Set([...named, ...started])];
}
