/**
 * The glossary as Transcribe's custom vocabulary (docs/architecture.md section 10). The glossary
 * ships with the functions (src/content/glossary.json; a change is a deploy); the vocabulary is
 * created, or updated, when the glossary's phrases hash to something other than what
 * transcription/vocabulary.json says was sent last. A job names the vocabulary once it is READY.
 */
import { createHash } from 'node:crypto';
import type { GlossaryEntry } from '../shared/glossary.ts';
import { vocabularyPhrases } from '../shared/glossary.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import { NotFound, type Storage } from '../../../platform/server/storage/types.ts';
import { readContentFile } from '../../../platform/server/content-file.ts';
import { GLOSSARY_FILE } from '../shared/glossary-schema.ts';
import type { Transcriber } from './client.ts';
import { TRANSCRIPTION_PREFIX } from './job-store.ts';

/** The vocabulary's name in the account (one per site; its region is the bucket's). */
export const VOCABULARY_NAME = 'dcc-church-glossary';
const STATE_KEY = `${TRANSCRIPTION_PREFIX}vocabulary.json`;

/** The glossary staff wrote (src/content/glossary.json), read once per instance. */
export function readGlossary(): Promise<GlossaryEntry[]> {
  return readContentFile(GLOSSARY_FILE);
}

/** The hash that says whether the vocabulary holds these phrases. */
export const phrasesHash = (phrases: readonly string[]): string =>
  createHash('sha256').update(phrases.join('\n')).digest('hex');

async function sentHash(storage: Storage): Promise<string | null> {
  try {
    return (JSON.parse((await readText(storage, STATE_KEY)).text) as { hash: string }).hash;
  } catch (error) {
    if (error instanceof NotFound || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** What the vocabulary is, against the glossary (doctor and setup say it). */
export interface VocabularyCheck {
  exists: boolean;
  state: string | null;
  matches: boolean;
  phrases: number;
}

/** Whether the vocabulary exists, its state, and whether it holds the glossary's phrases. */
export async function checkVocabulary(
  storage: Storage,
  transcriber: Transcriber,
): Promise<VocabularyCheck> {
  const phrases = vocabularyPhrases(await readGlossary());
  const [status, sent] = await Promise.all([
    transcriber.getVocabulary(VOCABULARY_NAME),
    sentHash(storage),
  ]);
  return {
    exists: status !== null,
    state: status?.state ?? null,
    matches: status !== null && sent === phrasesHash(phrases),
    phrases: phrases.length,
  };
}

/** The vocabulary a job names: its name once READY; `pending` while Transcribe builds it. */
export interface UsableVocabulary {
  name: string | null;
  pending: boolean;
}

/**
 * Creates or updates the vocabulary when the glossary changed, and says whether a job may name
 * it now. A vocabulary Transcribe could not build (FAILED) is not named, and jobs go on.
 */
export async function ensureVocabulary(
  storage: Storage,
  transcriber: Transcriber,
): Promise<UsableVocabulary> {
  const phrases = vocabularyPhrases(await readGlossary());
  if (phrases.length === 0) return { name: null, pending: false };
  const hash = phrasesHash(phrases);
  const [status, sent] = await Promise.all([
    transcriber.getVocabulary(VOCABULARY_NAME),
    sentHash(storage),
  ]);
  if (status?.state === 'PENDING') return { name: null, pending: true };
  if (status && sent === hash)
    return { name: status.state === 'READY' ? VOCABULARY_NAME : null, pending: false };
  await transcriber.putVocabulary(VOCABULARY_NAME, phrases, status !== null);
  await storage.put(STATE_KEY, JSON.stringify({ hash, name: VOCABULARY_NAME }), {
    contentType: 'application/json',
  });
  const now = await transcriber.getVocabulary(VOCABULARY_NAME);
  return now?.state === 'READY'
    ? { name: VOCABULARY_NAME, pending: false }
    : { name: null, pending: now?.state === 'PENDING' };
}
