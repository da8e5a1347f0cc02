// The end-to-end suite's production builds: the site as tested (dist-e2e), then a next deploy
// of it (dist-e2e-next) that the service-worker update tests serve in its place.
import { spawnSync } from 'node:child_process';
import { E2E_BUILD_ENV, E2E_NEXT_DEPLOY_ENV } from './buildEnv.mjs';

for (const env of [E2E_BUILD_ENV, E2E_NEXT_DEPLOY_ENV]) {
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) process.exit(status ?? 1);
}
