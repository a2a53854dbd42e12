/**
 * What the public functions' bundles load when a cold instance imports them (the cold start the
 * bench times, docs/operations.md "Measuring"): on file storage, as in the demo, neither the AWS
 * SDK (storage/s3-lazy.ts imports it on first use of S3), nor the session's JWT library
 * (http/caching.ts keeps the cache headers apart from the session guard), nor marked and
 * sanitize-html (src/platform/server/markdown.ts imports them, sanitize-html from its vendored
 * file by src/platform/server/sanitize-html.ts, when event details are first
 * rendered, and src/features/groups/server/group-html.ts when group descriptions are first
 * sanitized), nor music-metadata (src/features/podcast/server/upload/audio.ts imports it when audio
 * is first read; the bundler would otherwise import it at the top of every bundle that holds the
 * demo's Transcribe emulator).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { bundlesFolder, previewFolder, readBundles } from '../../../tools/lambda/bundle.ts';

const bundles = await readBundles(bundlesFolder(previewFolder(process.cwd())));
const scratch = await mkdtemp(join(tmpdir(), 'dcc-bundles-cold-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Records every package a fresh process resolves, and the Node built-ins it loads. */
const PROBE = `
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
const packages = new Set();
registerHooks({
  resolve(specifier, context, next) {
    if (!/^(node:|[./]|file:)/.test(specifier)) packages.add(specifier.split('/')[0]);
    // a vendored package, imported from its shipped file, counts as that package
    const vendored = /\\/vendor\\/([\\w-]+)\\.mjs$/.exec(specifier);
    if (vendored) packages.add(vendored[1]);
    return next(specifier, context);
  },
});
await import(pathToFileURL(process.argv[2]).href);
const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule '));
console.log(JSON.stringify({ packages: [...packages], builtins }));
`;

interface Loaded {
  packages: string[];
  builtins: string[];
}

/** What a fresh Node process loads to import the module at `entry`. */
async function probe(entry: string, cwd: string): Promise<Loaded> {
  const script = join(scratch, 'probe.mjs');
  await writeFile(script, PROBE);
  const run = spawnSync(process.execPath, [script, entry], {
    cwd,
    env: { PATH: process.env['PATH'] },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${entry} did not import:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Loaded;
}

function coldImport(name: string): Promise<Loaded> {
  const fn = bundles.find((b) => b.name === name);
  if (!fn) throw new Error(`no bundle for ${name}`);
  return probe(fn.entry, fn.path);
}

describe('public function bundles: a cold import', () => {
  const PUBLIC = [
    'events',
    'calendar',
    'event-page',
    'sermon-page',
    'series-page',
    'media',
    'worshipsamples',
    'groups',
    'group-page',
  ];

  test('loads neither the AWS SDK, the JWT library, the markdown libraries nor the audio reader', async () => {
    for (const name of PUBLIC) {
      const loaded = await coldImport(name);
      // the SDK's HTTP handler loads node:http2 as it starts; nothing else in these bundles does
      expect(loaded.builtins, name).not.toContain('NativeModule http2');
      for (const heavy of ['jose', 'marked', 'sanitize-html', 'music-metadata'])
        expect(loaded.packages, name).not.toContain(heavy);
    }
  });

  test('the probe sees both where they are loaded (the check above can fail)', async () => {
    expect((await coldImport('podcast')).packages).toContain('jose');
    const eager = join(scratch, 'eager.mjs');
    await writeFile(eager, "import 'node:http2';\n");
    expect((await probe(eager, scratch)).builtins).toContain('NativeModule http2');
  });
});
