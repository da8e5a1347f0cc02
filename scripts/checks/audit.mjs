// CI's dependency check: fails on a known high or critical vulnerability in the production
// dependencies (`npm audit --omit=dev`). When the advisory service cannot be reached, it says
// so plainly instead of passing as if the check had run.
import { spawnSync } from 'node:child_process';

const { stdout } = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(stdout);
} catch {
  report = null;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.statusCode ? `HTTP ${report.statusCode}` : 'no report';
  console.log(
    `npm audit: the advisory service could not be reached (${reason}); production dependencies were NOT checked.`,
  );
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (serious > 0) {
  spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
  process.exit(1);
}
