/**
 * A newcomer finds a module's unit tests at its mirrored path (docs/code-style.md habit 8):
 * `src/lib/dates.ts` → `tests/unit/lib/dates.test.ts`, `tools/doctor/report.ts` →
 * `tests/unit/tools/doctor/report.test.ts`. A module with more to say than one file holds adds
 * an aspect (`index.problems.test.ts` tests `src/server/config/index.ts`); a test of a whole
 * folder sits at the folder's path (`tests/unit/content.test.ts` tests `src/content/`).
 */
import { describe, expect, test } from 'vitest';
import { repositoryFiles, repositoryFolders } from './repository.ts';

/** Unit tests that test no one module, and why. */
const NOT_MIRRORED = new Map<string, string>([
  ['tests/unit/docs/documents.test.ts', 'the documents against the code'],
  ['tests/unit/docs/configurations.test.ts', 'the lint configurations against the checkout'],
  ['tests/unit/docs/test-layout.test.ts', 'this rule itself'],
  ['tests/unit/docs/references.test.ts', "the docs tests' own reading of a document"],
]);

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.astro', '.mjs'];

/** The module (or folder) a unit test's path names, if any exists. */
export function testedModule(testFile: string): string | undefined {
  const rest = testFile.replace(/^tests\/unit\//, '').replace(/\.test\.tsx?$/, '');
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

describe('the unit tests', () => {
  const unitTests = repositoryFiles.filter((path) => /^tests\/unit\/.*\.test\.tsx?$/.test(path));

  test('each sits at the mirrored path of the module it tests', () => {
    expect(unitTests.length).toBeGreaterThan(50);
    const astray = unitTests.filter((path) => !NOT_MIRRORED.has(path) && !testedModule(path));
    expect(astray, JSON.stringify(astray)).toEqual([]);
  });

  test('the exceptions are still there', () => {
    expect([...NOT_MIRRORED.keys()].filter((path) => !unitTests.includes(path))).toEqual([]);
  });

  test('the rule maps a path to its module', () => {
    expect(testedModule('tests/unit/lib/dates.test.ts')).toBe('src/lib/dates.ts');
    expect(testedModule('tests/unit/server/config/index.problems.test.ts')).toBe(
      'src/server/config/index.ts',
    );
    expect(testedModule('tests/unit/tools/doctor/report.test.ts')).toBe('tools/doctor/report.ts');
    expect(testedModule('tests/unit/content.test.ts')).toBe('src/content/');
    expect(testedModule('tests/unit/lib/no-such-module.test.ts')).toBeUndefined();
  });
});
