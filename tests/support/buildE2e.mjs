// The end-to-end suite's production builds: the site as tested (dist-e2e), then a next deploy
// of it (dist-e2e-next) that the service-worker update test serves in its place. With
// `site` or `next-deploy`, only that one: `npm test` starts the suite once the site is built
// and builds the next deploy beside it (the update test waits for it, see nextDeployBuilt).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_ENV, E2E_NEXT_DEPLOY_ENV, NEXT_DEPLOY_STATUS_FILE } from './buildEnv.mjs';

const BUILDS = { site: E2E_BUILD_ENV, 'next-deploy': E2E_NEXT_DEPLOY_ENV };
const only = process.argv[2];
if (only && !(only in BUILDS)) throw new Error(`No build named ${only}: ${Object.keys(BUILDS)}`);

for (const [name, env] of Object.entries(BUILDS)) {
  if (only && name !== only) continue;
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (name === 'next-deploy') {
    mkdirSync(path.dirname(NEXT_DEPLOY_STATUS_FILE), { recursive: true });
    writeFileSync(NEXT_DEPLOY_STATUS_FILE, status === 0 ? 'built' : 'failed');
  }
  if (status !== 0) process.exit(status ?? 1);
}
