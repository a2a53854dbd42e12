/**
 * Each function as Netlify's bundler makes it: its unpacked size (what a Lambda downloads and
 * unzips on a cold start) and its cold start, measured the way `npm run preview` starts an
 * instance: a new Node process that imports the bundle (median of five, import alone and
 * process start to ready). Bundles first, unless `--reuse` finds bundles already made.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFunctions, bundlesFolder, previewFolder, readBundles } from '../preview/bundle.ts';
import { createFunctionPool } from '../preview/function-pool.ts';
import { buildFunctionHost } from '../preview/server.ts';

const RUNS = 5;
const root = process.cwd();
const previewDir = previewFolder(root);
const reuse =
  process.argv.includes('--reuse') && existsSync(join(bundlesFolder(previewDir), 'manifest.json'));
if (!reuse) {
  const started = Date.now();
  await bundleFunctions(root, bundlesFolder(previewDir));
  console.log(`bundled with Netlify's bundler in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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

const scratch = await mkdtemp(join(tmpdir(), 'dcc-bench-bundles-'));
const pool = createFunctionPool({
  functions,
  hostFile: join(previewDir, 'function-host.mjs'),
  tmpRoot: scratch,
  env: () => ({ PATH: process.env['PATH'] }),
});
const rows: { name: string; mb: number; importMs: number; startMs: number }[] = [];
for (const fn of functions) {
  for (let i = 0; i < RUNS; i++) {
    await pool.warm(fn.name);
    await pool.stop(fn.name);
  }
  const starts = pool.coldStarts.get(fn.name) ?? [];
  rows.push({
    name: fn.name,
    mb: (await size(fn.path)) / 1024 / 1024,
    importMs: median(starts.map((s) => s.importMs)),
    startMs: median(starts.map((s) => s.totalMs)),
  });
}
await rm(scratch, { recursive: true, force: true });

console.log(
  `\n${'function'.padEnd(18)} ${'unpacked'.padStart(9)} ${'import'.padStart(8)} ${'cold start'.padStart(11)}`,
);
for (const row of rows.sort((a, b) => b.mb - a.mb)) {
  console.log(
    `${row.name.padEnd(18)} ${`${row.mb.toFixed(2)} MB`.padStart(9)} ${`${row.importMs.toFixed(0)} ms`.padStart(8)} ${`${row.startMs.toFixed(0)} ms`.padStart(11)}`,
  );
}
console.log(
  `\nmedian of ${RUNS} cold starts each: a new Node process importing the bundle (permission model on)`,
);
