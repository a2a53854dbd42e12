/**
 * The lint configurations guard real files: every path or glob eslint.config.js names and every
 * path pattern .dependency-cruiser.cjs names matches something in the checkout, so no rule
 * silently guards (or exempts) a file that has moved away.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { globPattern } from './references.ts';
import { GENERATED_FOLDERS, read, repositoryFiles, root } from './repository.ts';

/** What ESLint's own `ignores` leave out because they are built or installed, not written. */
const BUILT = [...GENERATED_FOLDERS, 'node_modules/'];

/** The string literals of eslint.config.js that name repository paths (not import patterns). */
function eslintPaths(): string[] {
  const text = read('eslint.config.js');
  return [...text.matchAll(/'([^'\s]+)'/g)]
    .map((m) => m[1]!)
    .filter(
      (s) => /^(?:src|tools|tests|netlify|public)\b|^\*\*\/\*\./.test(s) && !BUILT.includes(s),
    );
}

interface Rule {
  from?: { path?: string | string[]; pathNot?: string | string[] };
  to?: { path?: string | string[]; pathNot?: string | string[] };
}

/** The path patterns (regular expressions) the import rules name. */
function cruiserPatterns(): string[] {
  const require = createRequire(import.meta.url);
  const config = require(join(root, '.dependency-cruiser.cjs')) as { forbidden: Rule[] };
  return config.forbidden.flatMap((rule) =>
    [rule.from, rule.to].flatMap((side) =>
      [side?.path, side?.pathNot].flat().filter((p): p is string => typeof p === 'string'),
    ),
  );
}

describe('the lint configurations', () => {
  test('eslint.config.js names only paths that exist', () => {
    const paths = eslintPaths();
    expect(paths.length).toBeGreaterThan(5);
    const unmatched = paths.filter((glob) => {
      const pattern = globPattern(glob);
      return !repositoryFiles.some((file) => pattern.test(file));
    });
    expect(unmatched).toEqual([]);
  });

  test('.dependency-cruiser.cjs names only paths that exist', () => {
    const patterns = cruiserPatterns();
    expect(patterns.length).toBeGreaterThan(3);
    // `$1` stands for what the rule's `from` pattern captured (a feature's name)
    const asRegExp = (pattern: string) => new RegExp(pattern.replaceAll('$1', '[^/]+'));
    const unmatched = patterns.filter(
      (pattern) => !repositoryFiles.some((file) => asRegExp(pattern).test(file)),
    );
    expect(unmatched).toEqual([]);
  });
});
