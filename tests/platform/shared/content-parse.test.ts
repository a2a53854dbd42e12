import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { ContentFile } from '../../../src/platform/shared/content-file-shapes.ts';
import { CONTENT_FILES } from '../../../src/features/church/shared/content-files.ts';
import { contentEntries, contentFileText } from '../../../src/platform/shared/content-parse.ts';

const list = CONTENT_FILES.find((content) => content.kind === 'list')!;
const single = CONTENT_FILES.find((content) => content.kind === 'single')!;

describe('contentEntries', () => {
  test('numbers list entries in file order and drops fields the CMS emptied', () => {
    const text = JSON.stringify({ [list.key]: [{ id: 'b', url: '' }, { id: 'a' }] });
    expect(contentEntries(text, list)).toEqual([
      { id: 'b', order: 0 },
      { id: 'a', order: 1 },
    ]);
  });

  test('gives a single file one entry named by its key', () => {
    const text = JSON.stringify({ [single.key]: { name: 'DCC' } });
    expect(contentEntries(text, single)).toEqual([{ id: single.key, name: 'DCC' }]);
  });

  test.each([
    ['a bare array', list, '[{ "id": "a" }]'],
    ['a list of non-objects', list, JSON.stringify({ [list.key]: ['a'] })],
    ['an object without its key', single, '{ "other": {} }'],
  ] as [string, ContentFile, string][])(
    'refuses %s with the shape it expected',
    (_, file, text) => {
      expect(() => contentEntries(text, file)).toThrow(`${file.file}: expected { "${file.key}"`);
    },
  );
});

describe('content files', () => {
  test.each(CONTENT_FILES)('$file is written as the CMS writes it', ({ file }) => {
    const text = readFileSync(file, 'utf8');
    expect(contentFileText(JSON.parse(text))).toBe(text);
  });
});
