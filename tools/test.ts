/**
 * `npm test`: format check, lint, import rules, astro check and build; then the vitest runs below, against the
 * sources (as `npm start` serves them) and against the functions as Netlify bundles them (as
 * `npm run preview` serves them), in demo mode and in production mode (Ceph S3, Planning Center at
 * PCO_BASE_URL with credentials). Every step runs even when an earlier one fails; the last line
 * is `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const npx = (args: string[]) => ['npx', '--no-install', ...args];
const node = (args: string[]) => ['node', '--experimental-strip-types', ...args];
const steps: { name: string; command: string[] }[] = [
  { name: 'format (prettier --check)', command: npx(['prettier', '--check', '.']) },
  // content-collection types (.astro/) must exist before type-aware lint reads astro:content
  { name: 'generate types (astro sync)', command: npx(['astro', 'sync']) },
  { name: 'lint (eslint)', command: npx(['eslint', '.']) },
  // no import circles, the demo only behind src/server/parts.ts, src/lib pure (.dependency-cruiser.cjs)
  { name: 'imports (npm run deps)', command: ['npm', 'run', '--silent', 'deps'] },
  { name: 'types (astro check)', command: npx(['astro', 'check']) },
  { name: 'build (npm run build)', command: ['npm', 'run', 'build'] },
];

/**
 * The vitest runs (tests/helpers/target.ts): unit tests once; every integration and browser suite
 * once where it proves the most, on Netlify's bundles in production mode; and focused runs that
 * prove what only the sources (`npm start`) and demo mode (file storage, the emulator inside the
 * site) can: a smoke run plus the suites vitest.config.ts lists for each.
 */
const runs: { name: string; projects: string[]; env: Record<string, string> }[] = [
  {
    name: 'sources, demo mode: unit tests, smoke run, source-only suites',
    projects: ['unit', 'integration', 'e2e'],
    env: { DCC_TEST_SCOPE: 'focused' },
  },
  {
    name: 'Netlify bundles, demo mode: smoke run, demo-only and bundle-only suites',
    projects: ['integration', 'e2e'],
    env: { DCC_TEST_TARGET: 'preview', DCC_TEST_SCOPE: 'focused' },
  },
  {
    name: 'Netlify bundles, production mode: every suite',
    projects: ['integration', 'e2e'],
    env: { DCC_TEST_TARGET: 'preview', DCC_TEST_MODE: 'production' },
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

/** Runs a command to its end and says how long it took, so CI's record shows where time goes. */
function run(command: string[], env: Record<string, string> = {}): number {
  const [bin, ...args] = command as [string, ...string[]];
  const started = Date.now();
  const result = spawnSync(bin, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1', ...env },
  });
  console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
  return result.status ?? 1;
}

function step(name: string, command: string[]): void {
  console.log(`\n▶ ${name}`);
  if (run(command) === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/** The vitest command of a run, writing its JSON report to `report`. */
function vitestCommand(projects: string[], report: string): string[] {
  return npx([
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
}

/** Adds a finished run's results to the totals; failures are named with the run's name. */
function tally(name: string, report: string, status: number): void {
  let results: VitestReport;
  try {
    results = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  } catch {
    failed++;
    failures.push(`${name}: vitest produced no report (exit ${status})`);
    return;
  }
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += results.numPendingTests;
  for (const file of results.testResults) {
    for (const test of file.assertionResults)
      if (test.status === 'failed') failures.push(`${name}: ${test.fullName}`);
    // a file that fails to load (or a failing hook) has no failed test but still failed
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      failed++;
      failures.push(`${name}: ${file.name}: ${file.message ?? 'failed'}`);
    }
  }
  const reported = results.numFailedTests || results.testResults.some((f) => f.status === 'failed');
  if (status !== 0 && !reported) {
    failed++;
    failures.push(`${name}: vitest exited with ${status}`);
  }
}

const reportFile = () => join(mkdtempSync(join(tmpdir(), 'dcc-test-')), 'vitest.json');

/** Runs vitest in the foreground and tallies it. */
function vitest({ name, projects, env }: (typeof runs)[number]): void {
  const report = reportFile();
  console.log(`\n▶ vitest: ${name} (${projects.join(', ')})`);
  tally(name, report, run(vitestCommand(projects, report), env));
}

/**
 * Starts a run beside the others, its output kept in a file and shown when it ends: the tests
 * mostly wait (on servers, browsers, timers), so two runs share the machine's two cores well.
 */
function beside(job: (typeof runs)[number]): () => Promise<void> {
  const report = reportFile();
  const log = join(dirname(report), 'output.log');
  const out = openSync(log, 'w');
  const [bin, ...args] = vitestCommand(job.projects, report) as [string, ...string[]];
  const started = Date.now();
  const child = spawn(bin, args, {
    stdio: ['ignore', out, out],
    env: { ...process.env, FORCE_COLOR: '1', ...job.env },
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return async () => {
    const status = await exited;
    closeSync(out);
    console.log(`\n▶ vitest: ${job.name} (${job.projects.join(', ')}), run beside the others`);
    process.stdout.write(readFileSync(log));
    console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
    tally(job.name, report, status);
  };
}

for (const { name, command } of steps) step(name, command);
const [sources, bundlesDemo, production] = runs as [
  (typeof runs)[number],
  (typeof runs)[number],
  (typeof runs)[number],
];
// the sources run goes beside the bundling and the bundles' demo run; they share nothing but CPU
const sourcesDone = beside(sources);
// the bundles are made once, by Netlify's own bundler, before the first run that uses them
step(
  "bundle the functions (Netlify's bundler)",
  node(['tools/preview.ts', '--no-build', '--bundle-only']),
);
vitest(bundlesDemo);
await sourcesDone();
vitest(production);

// CI also holds every route to the Lighthouse, axe and weight budgets
if (process.env['RUN_AUDIT'] === '1')
  step('audit (Lighthouse and axe budgets)', node(['tools/audit.ts', '--no-build']));

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
