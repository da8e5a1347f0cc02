import { expect, visitorTest as test } from '../support/test';
import { readFileSync } from 'node:fs';

// Contract section 8: the JavaScript of / is every script the page loads with no interaction
// until the network is idle. Sizes are deterministic, so CI holds the budget.
const budget = JSON.parse(readFileSync('bench/budget.json', 'utf8'));

test('/ loads no more JavaScript than its budget before any interaction', async ({ page }) => {
  // A Node module the test transform cannot load as a static import.
  const { scriptsLoadedWithoutInteraction } =
    await import('../../scripts/measure/visitorMeasures.mjs');
  const { scripts, gzip, brotli } = await scriptsLoadedWithoutInteraction(page, '/');
  const listing = scripts
    .map((script) => `${script.url} ${script.gzip} B gzip, ${script.brotli} B brotli`)
    .join('\n');
  expect(scripts.length, listing).toBeGreaterThan(1);
  expect(gzip, `JS of / in gzip bytes:\n${listing}`).toBeLessThanOrEqual(budget.landingJsGzipBytes);
  // What a browser that accepts brotli gets on the wire (npm start and nginx both send it).
  expect(brotli, `JS of / in brotli bytes:\n${listing}`).toBeLessThanOrEqual(
    budget.landingJsBrotliBytes,
  );
});
