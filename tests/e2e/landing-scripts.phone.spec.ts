import { expect, visitorTest as test } from '../support/test';
import { E2E_BUILD_DIR } from '../support/server';

// Contract section 8: the JavaScript of / is every script the page loads with no interaction
// until the network is idle. size-limit weighs the scripts that landingScripts() lists
// (.size-limit.mjs); this test holds that list to what a browser really loads.
test('/ loads, before any interaction, only the scripts the size budget weighs', async ({
  page,
}) => {
  // A Node module the test transform cannot load as a static import.
  const { landingScripts } = await import('../../scripts/checks/landingScripts.mjs');
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(1);
  expect([...new Set(loaded)].sort()).toEqual(landingScripts(E2E_BUILD_DIR).sort());
});
