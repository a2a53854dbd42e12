/**
 * A newcomer finds a module's unit tests at its mirrored path (docs/code-style.md habit 8):
 * `src/platform/shared/dates.ts` → `tests/platform/shared/dates.test.ts`, `tools/doctor/report.ts` →
 * `tests/tools/doctor/report.test.ts`. A module with more to say than one file holds adds
 * an aspect (`index.problems.test.ts` tests `src/platform/server/config/index.ts`); a test of a whole
 * folder sits at the folder's path (`tests/content.test.ts` tests `src/content/`). A test
 * imports the module its path names (itself or through a test helper beside it), so a test of
 * feed.ts cannot sit at feed-follow-along.ts's path.
 */
import { dirname, join, normalize } from 'node:path';
import { describe, expect, test } from 'vitest';
import { read, repositoryFiles, repositoryFolders, trackedFiles } from './repository.ts';

/** Unit tests that test no one module, and why. */
const NOT_MIRRORED = new Map<string, string>([
  ['tests/docs/documents.test.ts', 'the documents against the code'],
  ['tests/docs/configurations.test.ts', 'the lint configurations against the checkout'],
  ['tests/docs/test-layout.test.ts', 'this rule itself'],
  ['tests/docs/references.test.ts', "the docs tests' own reading of a document"],
  ['tests/docs/texts.test.ts', 'configurations, scripts and comments against the checkout'],
  ['tests/docs/conventions.test.ts', "code-style.md's conventions a machine can check"],
  ['tests/docs/dependencies.test.ts', 'package.json against what the code imports'],
  ['tests/docs/addresses.test.ts', "the documented addresses against the functions' configs"],
]);

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.astro', '.mjs'];

/** The module (or folder) a unit test's path names, if any exists. */
export function testedModule(testFile: string): string | undefined {
  const rest = testFile.replace(/^tests\//, '').replace(/\.test\.tsx?$/, '');
  const base = rest.startsWith('tools/') || rest.startsWith('netlify/') ? rest : `src/${rest}`;
  const withoutAspect = base.replace(/\.[\w-]+$/, '');
  for (const candidate of [base, withoutAspect]) {
    const file = SOURCE_EXTENSIONS.map((ext) => candidate + ext).find((path) =>
      repositoryFiles.includes(path),
    );
    if (file) return file;
    if (repositoryFolders.has(candidate)) return `${candidate}/`;
  }
  return undefined;
}

/** The repository files a file imports by a relative path (static or dynamic imports). */
function importsOf(file: string): string[] {
  return [...read(file).matchAll(/(?:\bfrom|\bimport\(?)\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
    normalize(join(dirname(file), m[1]!)),
  );
}

/** A unit test reaches its module: it imports it, or a test helper it imports does. */
export function reaches(testFile: string, module: string): boolean {
  const direct = importsOf(testFile);
  const helpers = direct.filter((path) => path.startsWith('tests/') && trackedFiles.includes(path));
  const imported = [...direct, ...helpers.flatMap(importsOf)];
  return module.endsWith('/')
    ? imported.some((path) => path.startsWith(module))
    : imported.includes(module);
}

/** Mirrored unit tests that reach their module through another one, and why. */
const REACHED_THROUGH = new Map<string, string>([
  ['tests/content.test.ts', 'reads the content files themselves, as the build does'],
  ['tests/pages.preload.test.ts', "reads the pages' preloadData as written, as the build does"],
  [
    'tests/platform/server/config/pco.groups.test.ts',
    'PCO_GROUPS as getConfig (config/index.ts) reads it',
  ],
  [
    'tests/platform/server/config/search.test.ts',
    'the search settings as config/index.ts exports them',
  ],
  ['tests/features/groups/demo/api.test.ts', 'the Groups routes as the emulator mounts them'],
  [
    'tests/features/search/browser/site-search.test.ts',
    'bundles it with esbuild, as the page loads it, to see what it reaches',
  ],
  [
    'tests/platform/server/storage/fs-meta.test.ts',
    'sidecar files through the file storage that keeps them',
  ],
]);

describe('the unit tests', () => {
  const unitTests = repositoryFiles.filter(
    (path) => /^tests\/.*\.test\.tsx?$/.test(path) && !/\/(integration|e2e)\//.test(path),
  );

  test('each sits at the mirrored path of the module it tests', () => {
    expect(unitTests.length).toBeGreaterThan(50);
    const astray = unitTests.filter((path) => !NOT_MIRRORED.has(path) && !testedModule(path));
    expect(astray, JSON.stringify(astray)).toEqual([]);
  });

  test('each imports the module its path names', () => {
    const astray = unitTests
      .map((path) => ({ path, module: testedModule(path) }))
      .filter(({ path, module }) => module && !REACHED_THROUGH.has(path) && !reaches(path, module))
      .map(({ path, module }) => `${path} does not import ${module}`);
    expect(astray, JSON.stringify(astray)).toEqual([]);
  });

  test('the exceptions are still there', () => {
    const listed = [...NOT_MIRRORED.keys(), ...REACHED_THROUGH.keys()];
    expect(listed.filter((path) => !unitTests.includes(path))).toEqual([]);
  });

  test('the rule maps a path to its module', () => {
    expect(testedModule('tests/platform/shared/dates.test.ts')).toBe(
      'src/platform/shared/dates.ts',
    );
    expect(testedModule('tests/platform/server/config/index.problems.test.ts')).toBe(
      'src/platform/server/config/index.ts',
    );
    expect(testedModule('tests/features/groups/shared/filter.test.ts')).toBe(
      'src/features/groups/shared/filter.ts',
    );
    expect(testedModule('tests/tools/doctor/report.test.ts')).toBe('tools/doctor/report.ts');
    expect(testedModule('tests/content.test.ts')).toBe('src/content/');
    expect(testedModule('tests/platform/shared/no-such-module.test.ts')).toBeUndefined();
  });

  test('a test that imports another module than its own is caught', () => {
    expect(reaches('tests/platform/shared/dates.test.ts', 'src/platform/shared/dates.ts')).toBe(
      true,
    );
    expect(reaches('tests/platform/shared/dates.test.ts', 'src/platform/shared/slug.ts')).toBe(
      false,
    );
  });
});
