import { describe, expect, test } from 'vitest';
import {
  applyGlossary,
  vocabularyPhrase,
  vocabularyPhrases,
} from '../../../../src/features/transcripts/shared/glossary.ts';

const glossary = [
  { term: 'D-Nite', heardAs: 'dee night, d night' },
  { term: 'Family Promise' },
  { term: 'Habakkuk', heardAs: 'have a cook' },
  { term: 'Philemon' },
  { term: 'family promise' },
  { term: 'Zoë O’Neil' },
];

describe('the vocabulary', () => {
  test('joins the words of a term with hyphens and keeps Transcribe’s characters only', () => {
    expect(vocabularyPhrase('Family Promise')).toBe('Family-Promise');
    expect(vocabularyPhrase('D-Nite')).toBe('D-Nite');
    expect(vocabularyPhrase('Zoë O’Neil')).toBe("Zoe-O'Neil");
    expect(vocabularyPhrase('1 Corinthians')).toBe('Corinthians');
    expect(vocabularyPhrase('42')).toBe('');
  });

  test('has each term once, in the glossary’s order', () => {
    expect(vocabularyPhrases(glossary)).toEqual([
      'D-Nite',
      'Family-Promise',
      'Habakkuk',
      'Philemon',
      "Zoe-O'Neil",
    ]);
  });
});

describe('applyGlossary', () => {
  const cue = (text: string) => ({ start: 1, end: 2, text, voice: 'Speaker 1' });

  test('replaces what was heard by the term, whole words in any case, keeping times and voice', () => {
    expect(applyGlossary([cue('Come to Dee  Night on Friday; d night is fun.')], glossary)).toEqual(
      [cue('Come to D-Nite on Friday; D-Nite is fun.')],
    );
    expect(applyGlossary([cue('Turn to have a cook chapter 2.')], glossary)[0]!.text).toBe(
      'Turn to Habakkuk chapter 2.',
    );
  });

  test('leaves parts of other words alone', () => {
    expect(applyGlossary([cue('Undee nightly')], glossary)[0]!.text).toBe('Undee nightly');
  });

  test('reads heard forms as text, not patterns', () => {
    const odd = [{ term: 'St. Mark', heardAs: 'st. mark, s(t) mark' }];
    expect(applyGlossary([cue('stx mark and s(t) mark')], odd)[0]!.text).toBe(
      'stx mark and St. Mark',
    );
  });
});
