/**
 * The docs tests read a document as tests/docs/references.ts says, and a name or a path that
 * is not there is caught: each check has a case here that must fail.
 */
import { describe, expect, test } from 'vitest';
import { headingReferences, namedIdentifiers, namedPaths, namedWithFile } from './references.ts';
import { declarationsOf, declaredNames, exists, isGenerated, usedIn } from './repository.ts';

describe('reading a document', () => {
  test('a command in a code span names the paths it runs', () => {
    expect(namedPaths('Run `node tools/no-such-tool.ts --fast`, then `npm test`.')).toEqual([
      { path: 'tools/no-such-tool.ts', kind: 'full' },
    ]);
  });

  test('a generated path counts only if the build writes it', () => {
    expect(exists('src/platform/server/storage/vendor/aws-sdk.mjs')).toBe(true);
    expect(exists('src/platform/server/config/deploy-env.generated.json')).toBe(true);
    expect(exists('dist/_headers')).toBe(true);
    expect(exists('src/platform/server/storage/vendor/aws-sdk-old.mjs')).toBe(false);
    expect(exists('src/platform/server/no-such.generated.json')).toBe(false);
    expect(isGenerated('distant/file.ts')).toBe(false);
  });

  test('a name counts only where the code declares it, not where a comment says it', () => {
    const names = declarationsOf(
      'src/x.ts',
      [
        '// function inComment() {}',
        '/** const alsoInComment = 1 */',
        'export const realOne = 1;',
        'interface Shape { fieldName?: string }',
        "const text = 'https://example.org'; // trailing",
      ].join('\n'),
    );
    expect(names).toEqual(expect.arrayContaining(['realOne', 'Shape', 'fieldName', 'text']));
    expect(names).not.toContain('inComment');
    expect(names).not.toContain('alsoInComment');
    expect(namedIdentifiers('`requireArea` and `noSuchHelperAnywhere()`')).toEqual([
      'requireArea',
      'noSuchHelperAnywhere',
    ]);
    expect(declaredNames.has('requireArea')).toBe(true);
    expect(declaredNames.has('noSuchHelperAnywhere')).toBe(false);
  });

  test('a name claimed in a file is read in both orders', () => {
    expect(
      namedWithFile(
        '`requireArea` in `src/platform/server/auth/guard.ts`; `guard.ts` (`requireSameOrigin`, `NoSuch`: why)',
      ),
    ).toEqual([
      { name: 'requireArea', file: 'src/platform/server/auth/guard.ts', claim: 'declared' },
      { name: 'requireSameOrigin', file: 'guard.ts', claim: 'used' },
      { name: 'NoSuch', file: 'guard.ts', claim: 'used' },
    ]);
    expect(usedIn('src/platform/server/auth/guard.ts').has('requireSameOrigin')).toBe(true);
    expect(usedIn('src/platform/server/auth/guard.ts').has('NoSuch')).toBe(false);
  });

  test('a quoted heading wrapped over two lines is read whole', () => {
    const comment = ' * (docs/security.md, "Where each rule is\n * enforced")';
    expect(headingReferences('src/x.ts', comment)).toEqual([
      { document: 'docs/security.md', heading: 'Where each rule is enforced' },
    ]);
    expect(headingReferences('src/x.ts', ' * the rules of security.md ("No such")')).toEqual([
      { document: 'docs/security.md', heading: 'No such' },
    ]);
  });
});
