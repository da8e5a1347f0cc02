// The end-to-end suite's production builds: the site as tested (dist-e2e), then a next deploy
// of it (dist-e2e-next) that the service-worker update tests serve in its place. With `site` or
// `next`, only that one: npm test starts the tests once the site is built and builds the next
// deploy beside them, and the update tests wait for its mark (E2E_NEXT_DEPLOY_BUILT).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { E2E_BUILD_ENV, E2E_NEXT_DEPLOY_BUILT, E2E_NEXT_DEPLOY_ENV } from './buildEnv.mjs';

const which = process.argv[2] ?? 'both';

function build(env) {
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) process.exit(status ?? 1);
}

if (which !== 'next') {
  // A next deploy left by an earlier run is not this site's: the update tests wait for a new one.
  rmSync(E2E_NEXT_DEPLOY_BUILT, { force: true });
  build(E2E_BUILD_ENV);
}
if (which !== 'site') {
  build(E2E_NEXT_DEPLOY_ENV);
  writeFileSync(E2E_NEXT_DEPLOY_BUILT, new Date().toISOString());
}
