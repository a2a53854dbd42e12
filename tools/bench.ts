/**
 * `npm run bench`: runs every measurement under tools/bench/ in turn (API latency and upstream
 * requests, directory filter speed, load on the local server, memory during a large upload).
 * `npm run bench -- load` runs only the ones whose file name contains "load".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const benches = readdirSync('tools/bench')
  .filter((f) => f.endsWith('.ts') && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(
    process.execPath,
    ['--experimental-strip-types', `tools/bench/${file}`],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
