import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectEveryRouteServed } from '../support/routes';
import { E2E_BUILD_DIR } from '../support/server';
import { expect, test } from '../support/test';

// deploy/edge/ serves the same build from Cloudflare's edge. Here its own runtime, workerd,
// serves it through `wrangler dev` (scripts/server/edge.mjs, as `npm run serve:edge` does),
// offline, and is held to the route table as `npm start` and nginx are; the family's purchase
// is told against it in Chromium by tests/engines (the `edge` project).

let edge: { origin: string; stop(): Promise<void> } | undefined;

// One server for the file: its tests share the worker that started it.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { startEdge } = await import('../../scripts/server/edge.mjs');
  edge = await startEdge({ buildDir: E2E_BUILD_DIR });
});

test.afterAll(async () => {
  await edge?.stop();
});

test('the edge answers every address as every server of the site does (the route table)', async ({
  request,
}) => {
  // Cloudflare answers over HTTPS only (its "Always Use HTTPS"), so the edge also sends HSTS.
  await expectEveryRouteServed(request, edge!.origin, { https: true });
});

test('publishing without the Cloudflare credentials stops at once, naming what is missing', () => {
  const deploy = (env: Record<string, string>) => {
    const run = spawnSync(process.execPath, [path.resolve('scripts/deploy/deployEdge.mjs')], {
      encoding: 'utf8',
      // From a folder with no .env, whose settings would count as given.
      cwd: tmpdir(),
      env: { PATH: process.env.PATH!, ...env },
      timeout: 10_000,
    });
    return { status: run.status, said: run.stderr };
  };
  const neither = deploy({});
  expect(neither.status).toBe(1);
  expect(neither.said).toContain('Missing CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID');
  expect(neither.said).toContain('Nothing was built or sent');
  const noAccount = deploy({ CLOUDFLARE_API_TOKEN: 'token' });
  expect(noAccount.status).toBe(1);
  expect(noAccount.said).toContain('Missing CLOUDFLARE_ACCOUNT_ID:');
});
