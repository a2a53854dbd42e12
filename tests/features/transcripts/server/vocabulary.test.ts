/**
 * The glossary as Transcribe's custom vocabulary (vocabulary.ts), on file storage with Transcribe
 * faked: the vocabulary is created once, put again (as an update) only when the glossary's
 * phrases hash to something other than what was sent last, and named by a job only once READY.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { VocabularyStatus } from '../../../../src/features/transcripts/server/client.ts';
import {
  checkVocabulary,
  ensureVocabulary,
  phrasesHash,
  readGlossary,
  VOCABULARY_NAME,
} from '../../../../src/features/transcripts/server/vocabulary.ts';
import { vocabularyPhrases } from '../../../../src/features/transcripts/shared/glossary.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import { feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { fakeTranscriber, type FakeTranscriber } from './fake-transcriber.ts';

const STATE_KEY = 'transcription/vocabulary.json';
let stored: FeedStorage;
let transcriber: FakeTranscriber;
/** Each put: whether it updated an existing vocabulary, and how many phrases it sent. */
let puts: { exists: boolean; phrases: number }[];
/** What Transcribe says right after a put (the fake's READY unless a test changes it). */
let afterPut: VocabularyStatus;

beforeEach(async () => {
  stored = await feedStorage();
  transcriber = fakeTranscriber();
  puts = [];
  afterPut = { state: 'READY' };
  transcriber.putVocabulary = (name, phrases, exists) => {
    expect(name).toBe(VOCABULARY_NAME);
    puts.push({ exists, phrases: phrases.length });
    transcriber.vocabulary = afterPut;
    return Promise.resolve();
  };
});
afterEach(() => stored.remove());

const ensure = () => ensureVocabulary(stored.storage, transcriber);
/** Stores the record of what was sent last. */
const sent = (text: string) =>
  stored.storage.put(STATE_KEY, text, { contentType: 'application/json' });
const glossaryHash = async () => phrasesHash(vocabularyPhrases(await readGlossary()));

describe('ensureVocabulary', () => {
  test('creates the vocabulary once, then names it without putting it again', async () => {
    const phrases = vocabularyPhrases(await readGlossary()).length;
    expect(phrases).toBeGreaterThan(0);
    expect(await ensure()).toEqual({ name: VOCABULARY_NAME, pending: false });
    expect(puts).toEqual([{ exists: false, phrases }]);
    expect(await ensure()).toEqual({ name: VOCABULARY_NAME, pending: false });
    expect(puts).toHaveLength(1);
  });

  test('updates it when the glossary changed since it was sent', async () => {
    transcriber.vocabulary = { state: 'READY' };
    await sent(JSON.stringify({ hash: phrasesHash(['Old term']) }));
    expect(await ensure()).toEqual({ name: VOCABULARY_NAME, pending: false });
    expect(puts).toEqual([expect.objectContaining({ exists: true })]);
    const state = JSON.parse((await readText(stored.storage, STATE_KEY)).text) as { hash: string };
    expect(state.hash).toBe(await glossaryHash());
  });

  test('an unreadable record of what was sent counts as nothing sent', async () => {
    transcriber.vocabulary = { state: 'READY' };
    await sent('{not json');
    await ensure();
    expect(puts).toEqual([expect.objectContaining({ exists: true })]);
  });

  test('no job names it while Transcribe builds it, and nothing is put meanwhile', async () => {
    afterPut = { state: 'PENDING' };
    expect(await ensure()).toEqual({ name: null, pending: true });
    expect(await ensure()).toEqual({ name: null, pending: true });
    expect(puts).toHaveLength(1);
  });

  test('one Transcribe could not build is not named, and jobs go on without it', async () => {
    afterPut = { state: 'FAILED' };
    expect(await ensure()).toEqual({ name: null, pending: false });
    expect(await ensure()).toEqual({ name: null, pending: false });
    expect(puts).toHaveLength(1); // the same glossary is not sent again and again
  });
});

describe('checkVocabulary', () => {
  test('says whether the vocabulary exists and holds the glossary', async () => {
    const check = () => checkVocabulary(stored.storage, transcriber);
    const phrases = vocabularyPhrases(await readGlossary()).length;
    expect(await check()).toEqual({ exists: false, state: null, matches: false, phrases });
    await ensure();
    expect(await check()).toEqual({ exists: true, state: 'READY', matches: true, phrases });
    await sent(JSON.stringify({ hash: phrasesHash(['Old term']) }));
    expect(await check()).toMatchObject({ exists: true, matches: false });
  });
});
