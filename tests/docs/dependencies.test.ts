/**
 * package.json against what the code imports (docs/code-style.md, "What holds them"): every
 * declared package is imported somewhere or used as listed below, every imported package is
 * declared, and `dependencies` holds what the site's pages, functions and build import while
 * `devDependencies` holds what only tools, tests and the lint configurations do. Netlify's build
 * installs both, so a misplaced package breaks nothing today; the split says what ships.
 */
import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, test } from 'vitest';
import { read, trackedFiles } from './repository.ts';
import { importsOf, parse, type Imported } from './syntax.ts';

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Declared packages no code imports, where each is used instead, and a word there that shows it. */
const USED_WITHOUT_IMPORT = new Map<string, { file: string; word: string }>([
  ['@astrojs/check', { file: 'package.json', word: 'astro check' }],
  ['dependency-cruiser', { file: 'package.json', word: 'depcruise' }],
  ['prettier', { file: 'package.json', word: 'prettier --write' }],
  ['prettier-plugin-astro', { file: '.prettierrc.json', word: 'prettier-plugin-astro' }],
  ['jsdom', { file: 'tests/platform/shared/markdown.test.ts', word: 'environment jsdom' }],
  // Netlify CLI runs as its own process, and finds deno on PATH for its edge runtime
  ['netlify-cli', { file: 'tools/netlify/cli.ts', word: 'netlify-cli/bin/run.js' }],
  ['deno', { file: 'tools/netlify/cli.ts', word: '`deno`' }],
]);

/** Runtime packages the site's code does not import: `astro build` loads them itself. */
const BUILD_LOADS = new Map<string, { file: string; word: string }>([
  // Astro's default image service resizes the content's photos (image() fields) with sharp
  ['sharp', { file: 'src/content.config.ts', word: 'image()' }],
]);

/** Packages imported for their types only that a declared package brings, and which. */
const TYPES_FROM = new Map<string, string>([['vite', 'astro']]);

/**
 * Where what runs on the site starts: its pages, functions and build, and Astro's configuration,
 * which loads the local functions' integration for `astro dev` (tools/local/) in every build too.
 */
const SITE_ENTRIES = /^(?:src|netlify)\/|^astro\.config\.mjs$/;

/** The package a module specifier names; undefined for our files and Node's or Astro's modules. */
export function packageOf(specifier: string): string | undefined {
  if (/^(?:\.|\/|node:|astro:)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** An import, and for a relative one the repository path it names. */
type Resolved = Imported & { file?: string };

/** Each file's imports. */
function importsByFile(files: Map<string, string>): Map<string, Resolved[]> {
  const resolved = (path: string, imported: Imported): Resolved =>
    imported.specifier.startsWith('.')
      ? { ...imported, file: normalize(join(dirname(path), imported.specifier)) }
      : imported;
  return new Map(
    [...files].map(([path, text]) => [
      path,
      parse(path, text)
        .flatMap(importsOf)
        .map((imported) => resolved(path, imported)),
    ]),
  );
}

/** The files the site runs: its entries and every file they import for more than its types. */
function siteFiles(imports: Map<string, Resolved[]>): Set<string> {
  const reached = new Set([...imports.keys()].filter((path) => SITE_ENTRIES.test(path)));
  for (const path of reached)
    for (const { file, typeOnly } of imports.get(path) ?? [])
      if (!typeOnly && file !== undefined && imports.has(file)) reached.add(file);
  return reached;
}

/** Each package the files import, and whether the site runs it (a value import from its code). */
function packagesImported(files: Map<string, string>): Map<string, { runtime: boolean }> {
  const imports = importsByFile(files);
  const site = siteFiles(imports);
  const found = new Map<string, { runtime: boolean }>();
  for (const [path, imported] of imports)
    for (const { specifier, typeOnly } of imported) {
      const name = specifier.startsWith('node:') ? 'node' : packageOf(specifier);
      if (!name) continue;
      const runtime = !typeOnly && site.has(path);
      found.set(name, { runtime: runtime || (found.get(name)?.runtime ?? false) });
    }
  return found;
}

/** What package.json gets wrong about the files' imports, one sentence a problem. */
export function dependencyProblems(manifest: Manifest, files: Map<string, string>): string[] {
  const imported = packagesImported(files);
  const runtime = (name: string) => imported.get(name)?.runtime ?? false;
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  const problems: string[] = [];
  for (const name of Object.keys(declared)) {
    const typed = name.startsWith('@types/') && imported.has(name.slice('@types/'.length));
    if (!imported.has(name) && !typed && !USED_WITHOUT_IMPORT.has(name) && !BUILD_LOADS.has(name))
      problems.push(`${name} is declared but nothing imports it`);
  }
  for (const name of imported.keys())
    if (name !== 'node' && !(name in declared) && !((TYPES_FROM.get(name) ?? '') in declared))
      problems.push(`${name} is imported but not declared`);
  for (const name of Object.keys(manifest.dependencies))
    if (!runtime(name) && !BUILD_LOADS.has(name))
      problems.push(`${name} is in dependencies but only tools, tests or types import it`);
  for (const name of Object.keys(manifest.devDependencies))
    if (runtime(name)) problems.push(`${name} is in devDependencies but the site imports it`);
  return problems;
}

const codeFiles = trackedFiles.filter(
  (path) =>
    /\.(ts|mts|tsx|astro|js|mjs|cjs)$/.test(path) &&
    !path.startsWith('tests/fixtures/') &&
    !path.includes('/vendor/'),
);

describe('package.json', () => {
  test('every package is imported where it is declared to be needed', () => {
    const manifest = JSON.parse(read('package.json')) as Manifest;
    const files = new Map(codeFiles.map((path) => [path, read(path)]));
    const problems = dependencyProblems(manifest, files);
    expect(problems, JSON.stringify(problems)).toEqual([]);
  });

  test('each package used without an import is still used where it says', () => {
    const stale = [...USED_WITHOUT_IMPORT, ...BUILD_LOADS]
      .filter(([, { file, word }]) => !read(file).includes(word))
      .map(([name]) => name);
    expect(stale).toEqual([]);
  });

  test('an unused, an undeclared and a misplaced package are caught, through local imports', () => {
    const manifest: Manifest = {
      dependencies: { 'left-over': '1', 'only-tested': '1', vite: '1' },
      devDependencies: {
        'ships-anyway': '1',
        'built-in': '1',
        'typed-tool': '1',
        '@types/only-tested': '1',
        '@types/gone': '1',
      },
    };
    const files = new Map([
      [
        'src/features/x/server/a.ts',
        "import 'ships-anyway';\nimport type { T } from '../../../../tools/t.ts';",
      ],
      ['astro.config.mjs', "import { dev } from './tools/local/dev.ts';"],
      ['tools/local/dev.ts', "import 'built-in';\nimport type { P } from 'vite';"],
      ['tools/t.ts', "import 'typed-tool';"],
      ['tests/x.test.ts', "import 'only-tested';\nimport 'forgotten/sub/path';"],
    ]);
    expect(dependencyProblems(manifest, files)).toEqual([
      'left-over is declared but nothing imports it',
      '@types/gone is declared but nothing imports it',
      'forgotten is imported but not declared',
      'left-over is in dependencies but only tools, tests or types import it',
      'only-tested is in dependencies but only tools, tests or types import it',
      'vite is in dependencies but only tools, tests or types import it',
      'ships-anyway is in devDependencies but the site imports it',
      'built-in is in devDependencies but the site imports it',
    ]);
    expect(packageOf('@aws-sdk/client-s3/dist')).toBe('@aws-sdk/client-s3');
    expect(packageOf('fs/promises')).toBeUndefined();
  });
});
