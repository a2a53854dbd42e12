/**
 * `npm test`: format check, lint, astro check, build, then unit, integration and browser tests.
 * Every step runs even when an earlier one fails; the last line is `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npx = (args: string[]) => ['npx', '--no-install', ...args];
const steps: { name: string; command: string[] }[] = [
  { name: 'format (prettier --check)', command: npx(['prettier', '--check', '.']) },
  // content-collection types (.astro/) must exist before type-aware lint reads astro:content
  { name: 'generate types (astro sync)', command: npx(['astro', 'sync']) },
  { name: 'lint (eslint)', command: npx(['eslint', '.']) },
  { name: 'types (astro check)', command: npx(['astro', 'check']) },
  { name: 'build (astro build)', command: npx(['astro', 'build']) },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

function run(command: string[]): number {
  const [bin, ...args] = command as [string, ...string[]];
  const result = spawnSync(bin, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  return result.status ?? 1;
}

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  if (run(step.command) === 0) passed++;
  else {
    failed++;
    failures.push(step.name);
  }
}

const report = join(mkdtempSync(join(tmpdir(), 'dcc-test-')), 'vitest.json');
console.log('\n▶ vitest (unit, integration, e2e)');
const vitestStatus = run(
  npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]),
);
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string }[];
    }[];
  };
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += results.numPendingTests;
  for (const file of results.testResults) {
    for (const test of file.assertionResults)
      if (test.status === 'failed') failures.push(test.fullName);
    // a file that fails to load (or a failing hook) has no failed test but still failed
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      failed++;
      failures.push(`${file.name}: ${file.message ?? 'failed'}`);
    }
  }
  if (
    vitestStatus !== 0 &&
    results.numFailedTests === 0 &&
    !results.testResults.some((f) => f.status === 'failed')
  ) {
    failed++;
    failures.push(`vitest exited with ${vitestStatus}`);
  }
} catch {
  failed++;
  failures.push(`vitest produced no report (exit ${vitestStatus})`);
}

// CI also holds every route to the Lighthouse, axe and weight budgets (issue: measured quality)
if (process.env['RUN_AUDIT'] === '1') {
  console.log('\n▶ audit (Lighthouse and axe budgets)');
  if (run(['node', '--experimental-strip-types', 'scripts/audit.ts', '--no-build']) === 0) passed++;
  else {
    failed++;
    failures.push('audit budgets');
  }
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
