// The scripts `/` loads with no interaction (contract section 8): the entry its HTML names (the
// inline script that asks for it once the page has painted holds its address in data-src), and
// the app chunks the entry starts at once (boot-chunks.json, written by the build). The size budget
// (.size-limit.mjs) weighs them; an end-to-end test checks that the browser loads no other.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The site-relative URLs of those scripts in the build in `dir`. */
export function landingScripts(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<script[^>]*\s(?:data-)?src="?([^"\s>]+)/g)].map(
    (match) => match[1],
  );
  const started = JSON.parse(readFileSync(path.join(dir, 'boot-chunks.json'), 'utf8'));
  return [...new Set([...named, ...started])];
}
