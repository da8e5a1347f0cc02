// The size budget of the whole build, checked by `npm test` on the end-to-end build. Sizes are
// deterministic, so this is a stable check; speed is only ever measured by `npm run bench`.
// The JS that / loads is measured in the browser (tests/e2e/size-budget.phone.spec.ts).
import { readFileSync } from 'node:fs';
import { kb, measureBuild } from '../measure/bundleSize.mjs';

const dir = process.argv[2] ?? 'dist';
const budget = JSON.parse(
  readFileSync(new URL('../../bench/budget.json', import.meta.url), 'utf8'),
);
const build = measureBuild(dir);

const checks = [['total JS (gzip)', build.totalJs.gzip, budget.totalJsGzipBytes]];
let failed = 0;
for (const [label, actual, limit] of checks) {
  const ok = actual <= limit;
  if (!ok) failed += 1;
  console.log(`${ok ? '✓' : '✖'} ${label}: ${kb(actual)} (budget ${kb(limit)})`);
}
process.exit(failed ? 1 : 0);
