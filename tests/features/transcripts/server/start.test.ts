/**
 * Asking for and starting a sermon's transcription job (src/features/transcripts/server/request.ts, start.ts):
 * each step of the state machine on file storage, with Transcribe faked and the clock set.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TranscribeError } from '../../../../src/features/transcripts/server/client.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { pollJobs } from '../../../../src/features/transcripts/server/poll.ts';
import { requestJob } from '../../../../src/features/transcripts/server/request.ts';
import {
  outputKey,
  startJob,
  stepRecord,
} from '../../../../src/features/transcripts/server/start.ts';
import { STATE_MESSAGES } from '../../../../src/features/transcripts/shared/jobs.ts';
import type { EnabledTranscriptionDeps } from '../../../../src/app/deps.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { fakeTranscriber, type FakeTranscriber } from './fake-transcriber.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
let stored: FeedStorage;
let transcriber: FakeTranscriber;
let deps: EnabledTranscriptionDeps;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  stored = await feedStorage((cfg) => [episodeAt(cfg, 'grace')]);
  transcriber = fakeTranscriber();
  // the machine's clock, which the faked Date moves
  deps = { cfg: stored.cfg, storage: stored.storage, seed: null, transcriber, clock: systemClock };
});
afterEach(async () => {
  vi.useRealTimers();
  await stored.remove();
});

const episode = () => episodeAt(stored.cfg, 'grace');

describe('requestJob', () => {
  test('records a queued job for the audio and starts it in Transcribe', async () => {
    const job = await requestJob(deps, episode());
    expect(job).toMatchObject({
      state: 'queued',
      started: true,
      audioKey: 'media/podcast/grace.mp3',
    });
    expect(transcriber.started).toEqual([
      expect.objectContaining({ jobName: job.jobName, outputKey: outputKey(job.jobName) }),
    ]);
    expect((await readJob(stored.storage, job.suffix))?.job).toEqual(job);
  });

  test('keeps an open job for the same audio instead of starting another', async () => {
    const first = await requestJob(deps, episode());
    const second = await requestJob(deps, episode());
    expect(second.jobName).toBe(first.jobName);
    expect(transcriber.started).toHaveLength(1);
  });

  test('keeps a started job for the same audio even when asked again: one open job a sermon', async () => {
    const first = await requestJob(deps, episode());
    const again = await requestJob(deps, episode(), { again: true });
    expect(again.jobName).toBe(first.jobName);
    expect(transcriber.started).toHaveLength(1);
  });

  test('replaces a job Transcribe has not started when asked again', async () => {
    transcriber.refusals.push(new TranscribeError('ThrottlingException', 'slow down'));
    const first = await requestJob(deps, episode());
    const again = await requestJob(deps, episode(), { again: true });
    expect(again.jobName).not.toBe(first.jobName);
    expect(transcriber.started.map((s) => s.jobName)).toEqual([again.jobName]);
  });

  test('new audio waits for the started job, then gets a job of its own', async () => {
    const first = await requestJob(deps, episode());
    const url = episodeAt(stored.cfg, 'other').enclosure.url;
    const moved = episodeAt(stored.cfg, 'grace', { enclosure: { ...episode().enclosure, url } });
    const asked = await requestJob(deps, moved, { again: true });
    expect(asked.jobName).toBe(first.jobName);
    expect(asked.next).toMatchObject({ audioUrl: url });
    expect(transcriber.started).toHaveLength(1);
    await stepRecord(deps, first, () => ({ state: 'failed', message: 'replaced' }));
    await pollJobs(deps, 5000, { backfill: false });
    const record = (await readJob(stored.storage, first.suffix))!.job;
    expect(record.jobName).not.toBe(first.jobName);
    expect(record).toMatchObject({ audioUrl: url, started: true });
    expect(record.next).toBeUndefined();
    expect(transcriber.started).toHaveLength(2);
  });

  test('refuses audio that is not in the site’s storage', async () => {
    const elsewhere = episodeAt(stored.cfg, 'grace', {
      enclosure: { url: 'https://elsewhere.example/a.mp3', type: 'audio/mpeg', length: 1 },
    });
    await expect(requestJob(deps, elsewhere)).rejects.toMatchObject({ status: 409 });
  });
});

describe('a start Transcribe refuses', () => {
  test('for throttling is tried again after the backoff, the attempt counted', async () => {
    transcriber.refusals.push(new TranscribeError('ThrottlingException', 'slow down'));
    const job = await requestJob(deps, episode());
    expect(job).toMatchObject({ state: 'queued', started: false, attempts: 1 });
    expect(job.retryAt).toBe(new Date(NOW.getTime() + 30_000).toISOString());
    expect(job.message).toContain('ThrottlingException');
  });

  test('because the name is taken counts as started: an earlier try started it', async () => {
    transcriber.refusals.push(new TranscribeError('ConflictException', 'exists'));
    const job = await requestJob(deps, episode());
    expect(job).toMatchObject({ state: 'queued', started: true, message: STATE_MESSAGES.queued });
  });

  test('for any other reason fails the job, saying why', async () => {
    transcriber.refusals.push(new TranscribeError('BadRequestException', 'no such audio'));
    const job = await requestJob(deps, episode());
    expect(job).toMatchObject({ state: 'failed', started: false });
    expect(job.message).toBe('The job could not be started: no such audio');
  });
});

describe('a start tried again', () => {
  test('after a second throttling waits twice as long', async () => {
    const throttled = () => new TranscribeError('ThrottlingException', 'slow down');
    transcriber.refusals.push(throttled(), throttled());
    const first = await requestJob(deps, episode());
    const second = await startJob(deps, (await readJob(stored.storage, first.suffix))!);
    expect(second).toMatchObject({
      attempts: 2,
      retryAt: new Date(NOW.getTime() + 60_000).toISOString(),
    });
  });

  test('waits 30 seconds while Transcribe still builds the glossary', async () => {
    transcriber.vocabulary = { state: 'PENDING' };
    const job = await requestJob(deps, episode());
    expect(transcriber.started).toEqual([]);
    expect(job).toMatchObject({
      started: false,
      retryAt: new Date(NOW.getTime() + 30_000).toISOString(),
    });
  });

  test('goes without the glossary once it has waited ten minutes for it', async () => {
    transcriber.vocabulary = { state: 'PENDING' };
    const job = await requestJob(deps, episode());
    vi.setSystemTime(NOW.getTime() + 10 * 60_000 + 1);
    await startJob(deps, (await readJob(stored.storage, job.suffix))!);
    expect(transcriber.started).toEqual([expect.objectContaining({ vocabularyName: null })]);
  });
});

describe('stepRecord', () => {
  test('changes the record of the job it names and stamps the time', async () => {
    const job = await requestJob(deps, episode());
    vi.setSystemTime(NOW.getTime() + 60_000);
    const stepped = await stepRecord(deps, job, () => ({ state: 'in-progress' }));
    expect(stepped).toMatchObject({ state: 'in-progress', updatedAt: '2026-03-01T12:01:00.000Z' });
  });

  test('leaves a newer job’s record alone', async () => {
    transcriber.refusals.push(new TranscribeError('ThrottlingException', 'slow down'));
    const old = await requestJob(deps, episode());
    const newer = await requestJob(deps, episode(), { again: true });
    expect(await stepRecord(deps, old, () => ({ state: 'failed' }))).toBeNull();
    expect((await readJob(stored.storage, old.suffix))?.job).toEqual(newer);
  });
});
