// The end-to-end build served by Cloudflare's edge in its own runtime (`wrangler dev`, as
// `npm run serve:edge` serves it), on a port of the test's own, for the story told against it.
import { E2E_BUILD_DIR } from '../../support/server';
import type { TestSite } from './siteServer';

export async function serveEdgeSite(): Promise<TestSite> {
  const { startEdge } = await import('../../../scripts/server/edge.mjs');
  const { origin, stop } = await startEdge({ buildDir: E2E_BUILD_DIR });
  return {
    origin,
    holdScripts() {
      throw new Error('The edge cannot hold scripts: tell this story against `npm start`');
    },
    goOffline: stop,
  };
}
