// `npm run deploy:edge`: publishes the production build to Cloudflare's edge as Workers static
// assets (deploy/edge/wrangler.jsonc). Wrangler reads the account and its token from the
// environment (or .env); without them it stops before building, saying which is missing.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import { EDGE_CONFIG, runWrangler } from '../server/edge.mjs';

export const CREDENTIALS = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID'];

loadDotenv({ quiet: true });
const missing = CREDENTIALS.filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(
    `✖ Missing ${missing.join(' and ')}: the deploy needs a Cloudflare API token that may edit ` +
      'Workers, and the account it publishes to (docs/deploy.md). Nothing was built or sent.',
  );
  process.exit(1);
}

const build = spawnSync('npm', ['run', '--silent', 'build'], {
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const deploy = runWrangler(['deploy', '--config', EDGE_CONFIG]);
deploy.on('exit', (status) => process.exit(status ?? 1));
