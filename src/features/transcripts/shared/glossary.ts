/**
 * The church's glossary (src/content/glossary.json, docs/content-editing.md) as Amazon Transcribe
 * takes it and as it mends what Transcribe heard (docs/architecture.md section 10). Pure.
 * - Each term becomes a phrase of the custom vocabulary: Transcribe's characters only (letters,
 *   apostrophes, periods, hyphens), the words of a multi-word term joined by hyphens.
 * - Each "heard as" form ("dee night") is replaced in the cues by its term ("D-Nite"), whole
 *   words only, whatever their case, the longest forms first.
 */
import type { Cue } from './captions.ts';

/** One entry of the glossary as staff write it. */
export interface GlossaryEntry {
  term: string;
  /** What recognizers write instead, comma-separated ("dee night, d night"). */
  heardAs?: string | undefined;
}

/** Transcribe's limit on one phrase. */
export const MAX_PHRASE_LENGTH = 256;

/** The term as a phrase of a custom vocabulary, or '' when nothing of it is usable. */
export function vocabularyPhrase(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^A-Za-z'.\s-]/g, ' ')
    .trim()
    .split(/[\s-]+/)
    .filter((word) => /[A-Za-z]/.test(word))
    .join('-')
    .slice(0, MAX_PHRASE_LENGTH);
}

/** The vocabulary's phrases: one per term, no repeats, in the glossary's order. */
export function vocabularyPhrases(entries: readonly GlossaryEntry[]): string[] {
  const seen = new Set<string>();
  const phrases: string[] = [];
  for (const entry of entries) {
    const phrase = vocabularyPhrase(entry.term);
    if (phrase && !seen.has(phrase.toLowerCase())) {
      seen.add(phrase.toLowerCase());
      phrases.push(phrase);
    }
  }
  return phrases;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The replacements of the glossary, longest heard form first. */
export function glossaryReplacements(
  entries: readonly GlossaryEntry[],
): { pattern: RegExp; term: string }[] {
  const pairs = entries.flatMap((entry) =>
    (entry.heardAs ?? '')
      .split(',')
      .map((form) => form.trim().replace(/\s+/g, ' '))
      .filter((form) => form && form.toLowerCase() !== entry.term.toLowerCase())
      .map((form) => ({ form, term: entry.term.trim() })),
  );
  pairs.sort((a, b) => b.form.length - a.form.length);
  return pairs.map(({ form, term }) => ({
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(form).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`,
      'giu',
    ),
    term,
  }));
}

/** The cues with every heard form replaced by its term; times and speakers are kept. */
export function applyGlossary(cues: readonly Cue[], entries: readonly GlossaryEntry[]): Cue[] {
  const replacements = glossaryReplacements(entries);
  return cues.map((cue) => ({
    ...cue,
    text: replacements.reduce((text, { pattern, term }) => text.replace(pattern, term), cue.text),
  }));
}
