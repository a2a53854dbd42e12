/** What the demo's Transcribe emulator keeps (src/features/transcripts/demo/limits.ts), on file storage. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  JOBS_PREFIX,
  KEEP_JOB_MS,
  MAX_DEMO_JOBS,
  MAX_PHRASE_CHARS,
  phrasesProblem,
  roomForJob,
} from '../../../../src/features/transcripts/demo/limits.ts';
import glossary from '../../../../src/content/glossary.json';
import { vocabularyPhrases } from '../../../../src/features/transcripts/shared/glossary.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';

let dir: string;
let storage: Storage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-emulator-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const JSON_TYPE = { contentType: 'application/json' };
const outputOf = (i: number) => `transcription/output/job-${i}.json`;

/** Stores `count` jobs' records; `withOutput` adds each one's output. */
async function jobs(count: number, withOutput = false) {
  for (let i = 0; i < count; i++) {
    const record = {
      name: `job-${i}`,
      mediaKey: 'media/a.mp3',
      outputKey: outputOf(i),
      created: 0,
    };
    await storage.put(`${JOBS_PREFIX}job-${i}.json`, JSON.stringify(record), JSON_TYPE);
    if (!withOutput) continue;
    await storage.put(outputOf(i), '{}', JSON_TYPE);
    await storage.put(outputOf(i).replace('.json', '.vtt'), 'WEBVTT\n', JSON_TYPE);
  }
}

describe('the emulator’s jobs', () => {
  test('past MAX_DEMO_JOBS a start is refused as Transcribe refuses one past its quota', async () => {
    await jobs(MAX_DEMO_JOBS - 1);
    expect(await roomForJob(storage, Date.now())).toBeNull();
    await jobs(MAX_DEMO_JOBS); // one more
    const refused = await roomForJob(storage, Date.now());
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toMatchObject({ __type: 'LimitExceededException' });
  });

  test('a job is removed with its output once KEEP_JOB_MS have passed, making room', async () => {
    await jobs(3, true);
    expect(await roomForJob(storage, Date.now() + KEEP_JOB_MS - 60_000)).toBeNull();
    expect(await storage.list('transcription/')).toHaveLength(9);
    expect(await roomForJob(storage, Date.now() + KEEP_JOB_MS + 60_000)).toBeNull();
    expect(await storage.list('transcription/')).toEqual([]);
  });
});

describe('the emulator’s vocabulary', () => {
  test('holds the site’s glossary', () => {
    expect(phrasesProblem(vocabularyPhrases(glossary.terms))).toBeNull();
  });

  test('refuses what Transcribe would: no list, a long phrase, more than 50 KB', () => {
    expect(phrasesProblem('Dogwood')).toMatch(/list of words/);
    expect(phrasesProblem(['Dogwood', 'x'.repeat(MAX_PHRASE_CHARS + 1)])).toMatch(/1 to 256/);
    expect(phrasesProblem(['Dogwood', 7])).toMatch(/1 to 256/);
    expect(phrasesProblem(Array.from({ length: 400 }, () => 'x'.repeat(200)))).toMatch(/50 KB/);
  });
});
