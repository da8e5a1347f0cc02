// `npm test`: everything CI checks, in one run. Each step runs even when an earlier one
// failed, so one report shows every problem; the last line is the combined test count.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { installMissingPackages } from './systemPackages.mjs';

const RESULTS = 'reports';
const JEST_JSON = `${RESULTS}/jest.json`;
const E2E_JSON = `${RESULTS}/e2e.json`;

const failedSteps = [];

function report(label, status, started) {
  const seconds = Math.round((Date.now() - started) / 1000);
  if (status !== 0) {
    console.log(`✖ ${label} failed (exit ${status}, ${seconds} s)`);
    failedSteps.push(label);
  } else console.log(`✔ ${label} (${seconds} s)`);
  return status === 0;
}

/** Runs a step with its output shown as it comes. */
function runStreamed(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (status) => resolve(report(label, status, started)));
  });
}

/**
 * Runs a step beside others; its output is printed whole when it ends. A `yielding` step runs
 * at a lower priority (its child processes too), so the cores go first to the steps that are not.
 */
function runBuffered(label, command, args, { yielding = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args);
    if (yielding) setPriority(child.pid, 10);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      resolve(report(label, status, started));
    });
  });
}

/** The names of the failed tests of each runner, so the end of the log says what to fix. */
function failedTests(jest, playwright) {
  const names = [];
  for (const file of jest?.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') names.push(`jest ${test.fullName}`);
    }
    // A file that could not run at all has no failed test to name.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      names.push(`jest ${file.name}: ${file.message.split('\n')[0]}`);
    }
  }
  return names.concat(playwrightTests(playwright, 'unexpected'));
}

/** Playwright's tests with this outcome: 'unexpected' failed, 'flaky' passed only on a retry. */
function playwrightTests(playwright, outcome) {
  const names = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === outcome) {
          names.push(`playwright [${test.projectName}] ${file}:${spec.line} ${spec.title}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, suite.file);
  return names;
}

/**
 * The CPU time the machine's cores have been busy, in seconds (Linux's /proc/stat, whose ticks
 * are always hundredths of a second), or null where there is none. The run keeps every core busy
 * from start to end, so its time is its CPU: this says whether that still holds.
 */
function busyCoreSeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.slice(1).map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// What npm cannot bring (browsers, nginx, Java), installed first when missing; its time is its
// own, apart from the suite's.
if (!installMissingPackages()) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const suiteStarted = Date.now();
const busyAtStart = busyCoreSeconds();
// The site the end-to-end tests serve, then those tests, are the long path: the other steps
// fill the cores they leave. The type check and lint, which have no time limit to meet, run from
// the start at a lower priority; jest, whose tests have their limits, starts once the site is
// built, beside the end-to-end tests, so that the build has the cores while nothing else can
// start. The next deploy, which only the update test serves, is built beside the suite too.
const yielding = { yielding: true };
const e2eBuild = runBuffered('Builds the site for the end-to-end tests', 'node', [
  'tests/support/buildE2e.mjs',
  'site',
]);
const [typecheck, lint, unit, nextDeploy, [build, e2e]] = await Promise.all([
  // TypeScript 7's check (`npm run typecheck`, docs/testing.md says why it is not TypeScript 5's).
  runBuffered('Type check', 'npm', ['run', '--silent', 'typecheck'], yielding),
  runBuffered('Lint', 'npm', ['run', '--silent', 'lint'], yielding),
  e2eBuild.then(() =>
    runBuffered('Unit and component tests (jest)', bin('jest'), [
      '--ci',
      '--json',
      `--outputFile=${JEST_JSON}`,
    ]),
  ),
  e2eBuild.then(
    (built) =>
      built &&
      runBuffered('Builds the next deploy for the update test', 'node', [
        'tests/support/buildE2e.mjs',
        'next-deploy',
      ]),
  ),
  e2eBuild.then(async (built) => [
    built,
    // Playwright serves that build instead of making its own; the update test waits for the
    // next deploy's.
    built &&
      (await runStreamed(
        'End-to-end tests (Playwright: Chromium, Firefox, WebKit)',
        bin('playwright'),
        ['test'],
        {
          E2E_PREBUILT: '1',
          E2E_NEXT_DEPLOY: 'building',
        },
      )),
  ]),
]);
// The byte budgets (.size-limit.mjs): the end-to-end build's sizes are the same as any build's.
const budget = await runStreamed('Size budget (size-limit)', bin('size-limit'), [], {
  SIZE_LIMIT_DIR: 'dist-e2e',
});

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
// A runner that failed with no failed test to name (it could not start, its build failed, or
// it stopped before its report) counts as one failure, so the count never reads as green.
if (!unit && !(jest?.numFailedTests > 0)) failed += 1;
if (!e2e && !(playwright?.stats.unexpected > 0)) failed += 1;

const ok = typecheck && lint && build && nextDeploy && unit && e2e && budget && failed === 0;
// A test that needed its retry is a defect to fix, said even when everything passed.
for (const name of playwrightTests(playwright, 'flaky'))
  console.log(`⚠ passed on a retry: ${name}`);
if (ok) console.log('\n✔ all checks passed');
else {
  console.log(`\n✖ failed: ${failedSteps.join(', ') || 'a suite that could not report'}`);
  for (const name of failedTests(jest, playwright)) console.log(`  ✖ ${name}`);
}
const seconds = (Date.now() - suiteStarted) / 1000;
console.log(`npm test took ${Math.round(seconds)} s`);
if (busyAtStart !== null) {
  const busy = busyCoreSeconds() - busyAtStart;
  const cores = availableParallelism();
  console.log(
    `its ${cores} cores were busy ${Math.round((100 * busy) / (seconds * cores))}% of that time (${Math.round(busy)} core-seconds, the machine's own work included)`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
