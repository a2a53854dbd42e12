/**
 * Every function bundle loads under Lambda's module rules (tools/lambda/lambda.ts;
 * docs/operations.md, "Node and module rules"): in a Node process started with Lambda's flags,
 * its entry imports, and so does everything it may import later: each package its code imports
 * by name on first use (`import('marked')`), and each vendored module shipped beside it. A
 * CommonJS package that `require()`s an ES module (sanitize-html 2.18 and htmlparser2 12) fails
 * here as it fails on Netlify, though plain Node 24 loads it.
 */
import { spawnSync } from 'node:child_process';
import { glob, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { describe, expect, test } from 'vitest';
import { bundlesFolder, previewFolder, readBundles } from '../../../tools/lambda/bundle.ts';
import { LAMBDA_NODE_FLAGS } from '../../../tools/lambda/lambda.ts';

const bundles = await readBundles(bundlesFolder(previewFolder(process.cwd())));
await init;

/** The packages a bundled file imports by a literal name, on first use or at once. */
async function namedImports(file: string): Promise<string[]> {
  const [imports] = parse(await readFile(file, 'utf8'));
  const names = imports.map((i) => i.n).filter((n): n is string => !!n);
  return [...new Set(names.filter((n) => !/^(node:|[./]|file:)/.test(n)))];
}

/** Vendored modules shipped beside the function (netlify.toml's included_files). */
async function vendored(root: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of glob('src/**/vendor/*.mjs', { cwd: root })) files.push(`./${file}`);
  return files;
}

/** Imports each specifier from the bundle's root in a Node process with Lambda's flags. */
async function importUnderLambda(root: string, specifiers: string[]): Promise<string> {
  // written into the bundle, so that names resolve from its node_modules as the entry's do
  const probe = join(root, '___dcc-lambda-probe.mjs');
  await writeFile(
    probe,
    `for (const s of ${JSON.stringify(specifiers)}) {
      try { await import(s); } catch (e) { console.error(s + ': ' + (e.code ?? '') + ' ' + e.message.split('\\n')[0]); process.exitCode = 1; }
    }\n`,
  );
  try {
    const run = spawnSync(process.execPath, [...LAMBDA_NODE_FLAGS, probe], {
      cwd: root,
      env: { PATH: process.env['PATH'] },
      encoding: 'utf8',
    });
    return run.status === 0 ? '' : run.stderr.trim();
  } finally {
    await rm(probe, { force: true });
  }
}

describe("function bundles under Lambda's module rules", () => {
  test.each(bundles.map((fn) => [fn.name, fn] as const))(
    '%s imports its entry, the packages it loads on first use and its vendored modules',
    async (_name, fn) => {
      const entry = `./${relative(fn.path, fn.entry)}`;
      const specifiers = [entry, ...(await namedImports(fn.entry)), ...(await vendored(fn.path))];
      expect(await importUnderLambda(fn.path, specifiers)).toBe('');
    },
  );

  test('the flags refuse require() of an ES module (the check above can fail)', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'dcc-lambda-'));
    try {
      const esm = join(scratch, 'node_modules/esm-only');
      await mkdir(esm, { recursive: true });
      await writeFile(join(esm, 'package.json'), '{"type":"module","exports":"./index.js"}');
      await writeFile(join(esm, 'index.js'), 'export default 1;\n');
      await writeFile(join(scratch, 'user.cjs'), "module.exports = require('esm-only');\n");
      expect(await importUnderLambda(scratch, ['./user.cjs'])).toContain('ERR_REQUIRE_ESM');
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
