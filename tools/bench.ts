/**
 * `npm run bench`: runs every measurement under tools/bench/ in turn (bundle sizes and cold
 * starts, API latency and upstream requests, directory filter speed, load on the local server,
 * memory during a large upload). `npm run bench -- load bundles` runs only the sections named
 * (a section is a file's name without `.ts`); other arguments starting with `--` (such as
 * `--reuse`) go to every section run.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const picked = args.filter((arg) => !arg.startsWith('--'));
const sections = readdirSync('tools/bench')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -'.ts'.length))
  .sort();
const unknown = picked.filter((name) => !sections.includes(name));
if (unknown.length) {
  console.error(`No bench section ${unknown.join(', ')}; the sections: ${sections.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const section of sections.filter((name) => !picked.length || picked.includes(name))) {
  console.log(`\n=== ${section} ===`);
  const result = spawnSync(
    process.execPath,
    ['--experimental-strip-types', `tools/bench/${section}.ts`, ...flags],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
