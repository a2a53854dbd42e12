/**
 * The functions as Netlify's bundler makes them (tools/test.ts bundles them before the
 * preview runs): each starts from its bundle alone, far from the checkout, with only its temp
 * folder writable; Netlify routes each where its module says; the S3 SDK rides inside, the
 * demo's files do not; and the read-only routes stay small.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import {
  bundlesFolder,
  previewFolder,
  readBundles,
  type BundledFunction,
} from '../../../tools/lambda/bundle.ts';
import { createFunctionPool, type FunctionPool } from '../../../tools/lambda/function-pool.ts';

const root = process.cwd();
const previewDir = previewFolder(root);
const bundles = await readBundles(bundlesFolder(previewDir));
const scratch = await mkdtemp(join(tmpdir(), 'dcc-bundles-'));
const pools: FunctionPool[] = [];

function pool(functions: BundledFunction[]): FunctionPool {
  const made = createFunctionPool({
    functions,
    hostFile: join(previewDir, 'function-host.mjs'),
    tmpRoot: join(scratch, 'instances'),
    env: () => ({ PATH: process.env['PATH'] }),
  });
  pools.push(made);
  return made;
}

afterAll(async () => {
  await Promise.all(pools.map((p) => p.stop()));
  await rm(scratch, { recursive: true, force: true });
});

/** Bytes under a folder, as a Lambda unpacks it. */
async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

describe('function bundles: each starts alone', () => {
  test('are outside the checkout, one per function', async () => {
    expect(relative(root, previewDir).startsWith('..')).toBe(true);
    const sources = (await readdir('netlify/functions')).filter((f) => f.endsWith('.mts'));
    expect(bundles.map((b) => `${b.name}.mts`).sort()).toEqual(sources.sort());
  });

  test('each starts from its bundle alone: nothing it imports is missing', async () => {
    const instances = pool(bundles);
    const failures: string[] = [];
    for (const fn of bundles) {
      await instances.warm(fn.name).catch((error: Error) => failures.push(error.message));
    }
    expect(failures).toEqual([]);
    // a process started per bundle, one after another: some seconds each on a loaded runner
  }, 240_000);

  test('a bundle that imports what it does not carry fails to start (the check above can fail)', async () => {
    const path = join(scratch, 'stray');
    await mkdir(join(path, 'netlify/functions'), { recursive: true });
    const entry = join(path, 'netlify/functions/stray.mjs');
    await writeFile(entry, "import 'left-pad';\nexport default () => new Response('never');\n");
    const stray = pool([{ name: 'stray', path, entry, routes: [] }]);
    await expect(stray.warm('stray')).rejects.toThrow(/Cannot find package 'left-pad'/);
  });

  test('a bundle that reads outside itself is stopped, as on Lambda', async () => {
    const path = join(scratch, 'reader');
    await mkdir(join(path, 'netlify/functions'), { recursive: true });
    const entry = join(path, 'netlify/functions/reader.mjs');
    const outside = join(root, 'package.json');
    await writeFile(
      entry,
      `import { readFileSync } from 'node:fs';\nreadFileSync(${JSON.stringify(outside)});\nexport default () => new Response('never');\n`,
    );
    const reader = pool([{ name: 'reader', path, entry, routes: [] }]);
    await expect(reader.warm('reader')).rejects.toThrow(/ERR_ACCESS_DENIED/);
  });
});

describe('function bundles: routes, SDK and size', () => {
  test("Netlify routes each function where its module's config says", async () => {
    for (const fn of bundles) {
      const source = (await import(
        pathToFileURL(join(root, 'netlify/functions', `${fn.name}.mts`)).href
      )) as {
        config?: { path?: string | string[]; method?: string[] };
      };
      const paths = [source.config?.path ?? []].flat();
      expect(
        fn.routes.map((r) => r.pattern),
        fn.name,
      ).toEqual(paths);
      for (const route of fn.routes) expect(route.methods, fn.name).toEqual(source.config?.method);
    }
  });

  test("carry the S3 SDK they use instead of counting on the Lambda runtime's", async () => {
    for (const fn of bundles) {
      const code = await readFile(fn.entry, 'utf8');
      // what the bundler leaves out it imports at the top of the module
      expect(code, fn.name).not.toMatch(/^import\b[^;]*["']@aws-sdk\//m);
      const stores = /getStorage\(/.test(code);
      // shipped as a file of its own and imported by its path (src/platform/server/storage/s3-sdk.ts)
      const sdk = join(fn.path, 'src/platform/server/storage/vendor/aws-sdk.mjs');
      if (stores)
        expect(await readFile(sdk, 'utf8'), `${fn.name} uses storage`).toMatch(/S3Client/);
    }
    expect(bundles.find((b) => b.name === 'media')).toBeDefined();
  });

  test('a Netlify build hands the deploy addresses to the functions in a shipped file', async () => {
    // what `npm run build` writes on Netlify, where functions cannot read DEPLOY_PRIME_URL
    const preview = 'https://deploy-preview-7--dcc-church.netlify.app';
    const login = bundles.find((b) => b.name === 'login')!;
    const path = join(scratch, 'login-on-netlify');
    await cp(login.path, path, { recursive: true });
    await mkdir(join(path, 'src/platform/server/config'), { recursive: true });
    await writeFile(
      join(path, 'src/platform/server/config/deploy-env.generated.json'),
      JSON.stringify({ URL: 'https://dcc-church.netlify.app', DEPLOY_PRIME_URL: preview }),
    );
    const instance = pool([{ ...login, path, entry: join(path, 'netlify/functions/login.mjs') }]);
    const logIn = (origin: string) =>
      instance.invoke(
        'login',
        new Request('https://dcc-church.netlify.app/login', {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'directory', password: 'demo-directory' }),
        }),
        { params: {}, ip: '127.0.0.1' },
      );
    expect((await logIn(preview)).status).toBe(200);
    expect((await logIn('https://deploy-preview-8--dcc-church.netlify.app')).status).toBe(403);
  });

  test('read-only routes ship at most 5 MB unpacked, the S3 SDK included', async () => {
    const readOnly = [
      'media',
      'events',
      'worshipsamples',
      'podcast-feed',
      'media-files',
      'calendar',
    ];
    for (const name of readOnly) {
      const fn = bundles.find((b) => b.name === name)!;
      expect(await folderSize(fn.path), name).toBeLessThanOrEqual(5 * 1024 * 1024);
    }
  });
});

describe('function bundles: no demo file', () => {
  test("carry none of the demo's files, which the demo reads from the site instead", async () => {
    // src/platform/server/demo-files.ts; the check below can fail: the media bundle carried them
    for (const fn of bundles) {
      const files = await readdir(fn.path, { recursive: true, withFileTypes: true });
      const demo = files
        .filter((f) => f.isFile())
        .map((f) => relative(fn.path, join(f.parentPath, f.name)).split('\\').join('/'))
        .filter((path) => path.split('/').slice(0, -1).includes('demo'));
      expect(demo, fn.name).toEqual([]);
    }
  });
});
