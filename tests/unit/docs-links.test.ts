/**
 * The documents a newcomer reads first: every relative link in README.md and docs/ leads to a file
 * that exists, and every repository path they name in code spans is still there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Relative link targets of a Markdown text, without their #fragment. */
function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

/** Paths of this repository named in `code spans` (src/…, tools/…, tests/… and the like). */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:src|tools|tests|netlify|docs|public)\/[\w./-]+)`/g)]
    .map((match) => match[1]!)
    .filter((path) => !/[*{}]|<|\.\.\.|\.generated\./.test(path) && !path.endsWith('/'));
}

describe('the documents', () => {
  test.each(documents)('%s: every relative link resolves', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const broken = links(text).filter(
      (target) => !existsSync(join(root, dirname(document), target)),
    );
    expect(broken).toEqual([]);
  });

  test.each(documents)('%s: every repository path it names exists', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const missing = namedPaths(text).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
