import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fileField } from '../../../../src/features/content-editor/shared/config.ts';
import { contentEntries } from '../../../../src/platform/shared/content-parse.ts';
import {
  GLOSSARY_FILE,
  glossarySchema,
} from '../../../../src/features/transcripts/shared/glossary-schema.ts';
import { vocabularyPhrases } from '../../../../src/features/transcripts/shared/glossary.ts';

const entries = contentEntries(readFileSync(GLOSSARY_FILE.file, 'utf8'), GLOSSARY_FILE);

describe('src/content/glossary.json', () => {
  test('every entry is a valid term, and each makes a vocabulary phrase', () => {
    for (const entry of entries) expect(glossarySchema.safeParse(entry).error).toBeUndefined();
    const terms = entries.map((e) => ({ term: String(e['term']) }));
    expect(vocabularyPhrases(terms)).toHaveLength(terms.length);
  });

  test('has the church’s words and the books recognizers miss', () => {
    const terms = entries.map((e) => e['term']);
    for (const word of ['D-Nite', 'Dogwood', 'Family Promise', 'Haggai', 'Habakkuk', 'Philemon'])
      expect(terms).toContain(word);
  });
});

describe('glossarySchema', () => {
  test('takes names and words, not digits or markup', () => {
    const ok = (term: string) => glossarySchema.safeParse({ id: 'x', term }).success;
    expect(ok('Zoë O’Neil')).toBe(true);
    expect(ok('St. Mark')).toBe(true);
    expect(ok('1 John')).toBe(false);
    expect(ok('<b>')).toBe(false);
  });

  test('the content editor shows both fields, the heard forms optional', () => {
    const fields = new Map(fileField(GLOSSARY_FILE).fields?.map((f) => [f.name, f]));
    expect(fields.get('term')).toMatchObject({ label: 'Term' });
    expect(fields.get('heardAs')).toMatchObject({ label: 'Heard as', required: false });
  });
});
