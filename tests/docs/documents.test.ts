/**
 * The documents a newcomer reads (README.md, docs/ and each feature's README.md) cannot drift from
 * the code: every link, repository path, cited section or heading and every name of our code they
 * hold still exists. What counts as each is said in tests/docs/references.ts. README.md and
 * docs/*.md also stay within a word budget (docs/README.md, "Changing these documents").
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  declaredIn,
  declaredNames,
  exists,
  read,
  repositoryFiles,
  root,
  tailExists,
  trackedFiles,
  usedIn,
} from './repository.ts';
import {
  globPattern,
  headingReferences,
  namedIdentifiers,
  namedPaths,
  namedWithFile,
} from './references.ts';
import { brokenReference, documents } from './texts.ts';

/** Names of outside systems that look like ours: Web, Pagefind, Netlify and AWS APIs. */
const OUTSIDE_NAMES = new Set<string>([
  'replaceState',
  'EventSource',
  'debouncedSearch',
  'AttachmentActivity',
  'zipFunctions',
  'ConditionalRequestConflict',
  'StartTranscriptionJob',
  'GetTranscriptionJob',
  'IN_PROGRESS',
  'CreateVocabulary',
  'UpdateVocabulary',
  'GetVocabulary',
  'ThrottlingException',
  'LimitExceededException',
  'InternalFailureException',
]);

/** The most words README.md and docs/*.md may hold together, counted as `wc -w` counts them. */
const WORD_BUDGET = 12_000;

/** Words as `wc -w` counts them: runs of characters between whitespace. */
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The tracked source files a path (`src/…`) or a name or tail (`session.ts`) may mean. */
const filesNamed = (file: string): string[] =>
  trackedFiles.filter((path) => path === file || path.endsWith(`/${file}`));

/** Relative link targets of a Markdown text, without their #fragment. */
function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

describe('the documents', () => {
  test.each(documents)('%s: every relative link resolves', (document) => {
    const text = read(document);
    const broken = links(text).filter(
      (target) => !existsSync(join(root, dirname(document), target)),
    );
    expect(broken, JSON.stringify(broken)).toEqual([]);
  });

  test.each(documents)('%s: every repository path it names exists', (document) => {
    const missing = namedPaths(read(document))
      .filter(({ path, kind }) => {
        if (kind === 'full') return !exists(path);
        if (kind === 'tail') return !tailExists(path);
        const pattern = globPattern(path);
        return !repositoryFiles.some((file) => pattern.test(file));
      })
      .map(({ path }) => path);
    expect(missing, JSON.stringify(missing)).toEqual([]);
  });

  test.each(documents)('%s: every section and heading it cites exists', (document) => {
    const broken = headingReferences(document, read(document))
      .map(brokenReference)
      .filter((why) => why !== null);
    expect(broken, JSON.stringify(broken)).toEqual([]);
  });

  test.each(documents)(
    '%s: every name of our code it cites is declared in the code',
    (document) => {
      const missing = namedIdentifiers(read(document)).filter(
        (name) => !declaredNames.has(name) && !OUTSIDE_NAMES.has(name),
      );
      expect([...new Set(missing)], JSON.stringify([...new Set(missing)])).toEqual([]);
    },
  );

  test.each(documents)('%s: a name said to be in a file is there', (document) => {
    const misplaced = namedWithFile(read(document))
      .filter(({ name, file, claim }) => {
        const files = filesNamed(file);
        const names = claim === 'declared' ? declaredIn : usedIn;
        return files.length > 0 && !files.some((path) => names(path).has(name));
      })
      .map(({ name, file, claim }) => `${name} ${claim} in ${file}`);
    expect(misplaced, JSON.stringify(misplaced)).toEqual([]);
  });
});

describe('the word budget', () => {
  const counted = documents.filter(
    (path) => path === 'README.md' || /^docs\/[^/]+\.md$/.test(path),
  );

  test(`README.md and docs/*.md hold at most ${WORD_BUDGET} words together`, () => {
    const counts = counted.map((path) => `${path}: ${wordCount(read(path))}`);
    const total = counted.reduce((sum, path) => sum + wordCount(read(path)), 0);
    expect(counted).toContain('docs/README.md');
    expect(total, `${total} words, over ${WORD_BUDGET}: ${counts.join(', ')}`).toBeLessThanOrEqual(
      WORD_BUDGET,
    );
  });

  test('words are counted as wc -w counts them', () => {
    expect(wordCount('  one two\tthree\nfour  ')).toBe(4);
    expect(wordCount('| a | `b c` |')).toBe(6);
    expect(wordCount('')).toBe(0);
  });
});
