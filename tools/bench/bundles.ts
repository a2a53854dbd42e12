/**
 * Each function as Netlify's build bundles it: its unpacked size (what a Lambda downloads and
 * unzips on a cold start) and its cold start, measured the way `npm run preview` starts an
 * instance: a new Node process that imports the bundle (median of five, import alone and
 * process start to ready), beside a bare Node start (`node -e 0`) just before each, so other
 * load on the machine slows both alike: a cold start's excess is the median over the rounds of
 * the cold start less its bare start. Budgets (docs/operations.md, "Measuring"): a cold
 * start at most 100 ms over the bare start for the public functions, 200 ms for the podcast
 * admin's; exits 1 when one is missed. Runs Netlify's build first, unless `--reuse` finds its
 * bundles already unpacked.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundlesFolder, previewFolder, readBundles } from '../lambda/bundle.ts';
import { createFunctionPool } from '../lambda/function-pool.ts';
import { buildFunctionHost, hostFile } from '../lambda/host-file.ts';
import { netlifyBuild, unpackBundles } from '../netlify/build.ts';

const RUNS = 5;
const PUBLIC_BUDGET_MS = 100;
const ADMIN_BUDGET_MS = 200;
/** The podcast admin's functions (publishing, uploads, their progress stream, transcripts). */
const PODCAST_ADMIN = /^(podcast$|podcast-(?!feed$)|sse$|transcription)/;

const root = process.cwd();
const previewDir = previewFolder(root);
const reuse =
  process.argv.includes('--reuse') && existsSync(join(bundlesFolder(previewDir), 'manifest.json'));
if (!reuse) {
  const started = Date.now();
  await netlifyBuild(root);
  await unpackBundles(root, bundlesFolder(previewDir));
  console.log(`built with Netlify's build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await buildFunctionHost(previewDir);
const functions = await readBundles(bundlesFolder(previewDir));

async function size(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A bare Node start, `node -e 0`: process start to exit, in ms. */
function bareStart(): Promise<number> {
  const began = performance.now();
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => resolve(performance.now() - began));
  });
}

interface Row {
  name: string;
  mb: number;
  importMs: number;
  startMs: number;
  bareMs: number;
  overMs: number;
  budgetMs: number;
}

const scratch = await mkdtemp(join(tmpdir(), 'dcc-bench-bundles-'));
const pool = createFunctionPool({
  functions,
  hostFile: hostFile(previewDir),
  tmpRoot: scratch,
  // production mode: importing a bundle reads no config, and a production instance never
  // loads the demo (docs/architecture.md section 3)
  env: () => ({
    PATH: process.env['PATH'],
    PCO_APP_ID: 'bench',
    PCO_SECRET: 'bench',
    S3_BUCKET: 'bench',
  }),
});
const rows: Row[] = [];
for (const fn of functions) {
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(await bareStart());
    await pool.warm(fn.name);
    await pool.stop(fn.name);
  }
  const starts = pool.coldStarts.get(fn.name) ?? [];
  rows.push({
    name: fn.name,
    mb: (await size(fn.path)) / 1024 / 1024,
    importMs: median(starts.map((s) => s.importMs)),
    startMs: median(starts.map((s) => s.totalMs)),
    bareMs: median(bare),
    overMs: median(starts.map((s, i) => s.totalMs - bare[i]!)),
    budgetMs: PODCAST_ADMIN.test(fn.name) ? ADMIN_BUDGET_MS : PUBLIC_BUDGET_MS,
  });
}
await rm(scratch, { recursive: true, force: true });

const ms = (value: number) => `${value.toFixed(0)} ms`;
const columns = ['unpacked', 'import', 'cold start', 'bare node', 'over bare', 'budget'];
console.log(`\n${'function'.padEnd(26)} ${columns.map((c) => c.padStart(10)).join(' ')}`);
for (const row of rows.sort((a, b) => b.mb - a.mb)) {
  const cells = [`${row.mb.toFixed(2)} MB`, ms(row.importMs), ms(row.startMs), ms(row.bareMs)];
  cells.push(ms(row.overMs), ms(row.budgetMs));
  const verdict = row.overMs <= row.budgetMs ? 'pass' : 'FAIL';
  console.log(`${row.name.padEnd(26)} ${cells.map((c) => c.padStart(10)).join(' ')}  ${verdict}`);
}
console.log(
  `\nmedian of ${RUNS} rounds each: a new Node process importing the bundle (permission model on);` +
    ` over bare, each round's cold start less the bare start (node -e 0) just before it`,
);
const missed = rows.filter((row) => row.overMs > row.budgetMs).map((row) => row.name);
console.log(
  missed.length
    ? `FAIL: over budget (cold start minus bare node start): ${missed.join(', ')}`
    : `PASS: every public function within ${PUBLIC_BUDGET_MS} ms of a bare node start, the podcast admin's within ${ADMIN_BUDGET_MS} ms`,
);
process.exitCode = missed.length ? 1 : 0;
