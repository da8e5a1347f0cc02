// `npm test`: everything CI checks, in one run. Each step runs even when an earlier one
// failed, so one report shows every problem; the last line is the combined test count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'reports';
const JEST_JSON = `${RESULTS}/jest.json`;
const E2E_JSON = `${RESULTS}/e2e.json`;

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) console.log(`✖ ${label} failed (exit ${status})`);
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const typecheck = run('Type check', bin('tsc'), ['-p', '.']);
const lint = run('Lint', 'npm', ['run', '--silent', 'lint']);
const unit = run('Unit and component tests (jest)', bin('jest'), [
  '--ci',
  '--json',
  `--outputFile=${JEST_JSON}`,
]);
const e2e = run('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']);
// The end-to-end suite built the site into dist-e2e; its sizes are the same as any build's.
const budget = run('Size budget of / (bench/budget.json)', 'node', [
  'scripts/size-budget.mjs',
  'dist-e2e',
]);

const jest = readJson(JEST_JSON);
const playwright = readJson(E2E_JSON);
let passed = 0;
let failed = 0;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
// A suite that could not report at all counts as one failure, so it never reads as green.
if (!jest || (!existsSync(E2E_JSON) && !e2e)) failed += 1;
if (!playwright && e2e) failed += 1;

const ok = typecheck && lint && unit && e2e && budget && failed === 0;
console.log(`\n${ok ? '✔ all checks passed' : '✖ some checks failed'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
