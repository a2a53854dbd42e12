/**
 * How `npm test` (tools/test.ts) runs its steps: each in a process of its own, its output kept in
 * a file and shown whole when it ends, with how long it took, so steps that run side by side do
 * not mix their lines and CI's record still shows where the time goes. Results are counted here:
 * a step passes or fails as one; a vitest run adds each of its tests.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A command run with a package's own CLI, never one npx would fetch. */
export const npx = (args: string[]): string[] => ['npx', '--no-install', ...args];
/** A TypeScript file run by node. */
export const node = (args: string[]): string[] => ['node', '--experimental-strip-types', ...args];

export interface Step {
  name: string;
  command: string[];
}

export interface VitestRun {
  name: string;
  projects: string[];
  env: Record<string, string>;
  /** `i/n`: this run takes the i-th of n parts of the files (vitest's --shard). */
  shard?: string;
}

export const totals = { passed: 0, failed: 0, skipped: 0, failures: [] as string[] };

const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s into the run`;

/** Runs a command in the background; resolves with its exit status once its output is shown. */
function job(title: string, command: string[], env: Record<string, string> = {}): Promise<number> {
  const log = join(mkdtempSync(join(tmpdir(), 'dcc-test-')), 'output.log');
  const out = openSync(log, 'w');
  const [bin, ...args] = command as [string, ...string[]];
  const began = Date.now();
  const child = spawn(bin, args, {
    stdio: ['ignore', out, out],
    env: { ...process.env, FORCE_COLOR: '1', ...env },
  });
  return new Promise((resolve) => {
    let ended = false;
    const end = (code: number | null, error?: Error) => {
      if (ended) return;
      ended = true;
      closeSync(out);
      console.log(`\n▶ ${title}`);
      process.stdout.write(readFileSync(log));
      if (error) console.log(`  could not start ${bin}: ${error.message}`);
      const seconds = Math.round((Date.now() - began) / 1000);
      console.log(`  (${seconds} s; done ${clock()})`);
      resolve(code ?? 1);
    };
    child.once('exit', (code) => end(code));
    child.once('error', (error) => end(1, error));
  });
}

/** Work for `pool`: it starts once `after` has settled (a step it needs, such as the build). */
export interface Task {
  after: Promise<unknown>;
  run: () => Promise<void>;
}

/**
 * Runs the tasks in `lanes` lanes at once: a free lane takes the first task in the list whose
 * prerequisite is done, so the list's order is the priority (longest first).
 */
export async function pool(lanes: number, tasks: Task[]): Promise<void> {
  const left = tasks.map((task) => ({ task, ready: false }));
  for (const entry of left) void entry.task.after.then(() => (entry.ready = true));
  const lane = async (): Promise<void> => {
    while (left.length) {
      const next = left.findIndex((entry) => entry.ready);
      if (next < 0) await Promise.race(left.map((entry) => entry.task.after));
      else await left.splice(next, 1)[0]!.task.run();
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** Runs the steps one after another; each passes or fails as one, and a failure stops none. */
export async function steps(list: Step[]): Promise<void> {
  for (const { name, command } of list) {
    if ((await job(name, command)) === 0) totals.passed++;
    else {
      totals.failed++;
      totals.failures.push(name);
    }
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

/** Adds a finished run's results to the totals; failures are named with the run's name. */
function tally(name: string, report: string, status: number): void {
  let results: VitestReport;
  try {
    results = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  } catch {
    totals.failed++;
    totals.failures.push(`${name}: vitest produced no report (exit ${status})`);
    return;
  }
  totals.passed += results.numPassedTests;
  totals.failed += results.numFailedTests;
  totals.skipped += results.numPendingTests;
  for (const file of results.testResults) {
    for (const test of file.assertionResults)
      if (test.status === 'failed') totals.failures.push(`${name}: ${test.fullName}`);
    // a file that fails to load (or a failing hook) has no failed test but still failed
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      totals.failed++;
      totals.failures.push(`${name}: ${file.name}: ${file.message ?? 'failed'}`);
    }
  }
  const reported = results.numFailedTests || results.testResults.some((f) => f.status === 'failed');
  if (status !== 0 && !reported) {
    totals.failed++;
    totals.failures.push(`${name}: vitest exited with ${status}`);
  }
}

/** Runs vitest for one run (tests/helpers/target.ts) and counts its tests. */
export async function vitest({ name, projects, env, shard }: VitestRun): Promise<void> {
  const report = join(mkdtempSync(join(tmpdir(), 'dcc-test-')), 'vitest.json');
  const command = npx([
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...(shard ? [`--shard=${shard}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  tally(name, report, await job(`vitest: ${name} (${projects.join(', ')})`, command, env));
}

/** Prints the failures and the last line CI reads (`N passed, N failed`); exits with the verdict. */
export function finish(): never {
  const { passed, failed, skipped, failures } = totals;
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  console.log(`\nnpm test took ${clock().replace(' into the run', '')}`);
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed ? 1 : 0);
}
