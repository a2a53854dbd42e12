/**
 * One round over the open transcription jobs (src/features/transcripts/server/poll.ts): what
 * Transcribe's status does to each record, retries on their time, the time-out and the budget.
 * File storage, Transcribe faked, the clock set.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TranscribeError } from '../../../../src/features/transcripts/server/client.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { pollJobs } from '../../../../src/features/transcripts/server/poll.ts';
import { requestJob } from '../../../../src/features/transcripts/server/request.ts';
import { vttKey } from '../../../../src/features/transcripts/server/start.ts';
import { updateFeed } from '../../../../src/features/sermons/server/index.ts';
import {
  STATE_MESSAGES,
  TIMED_OUT_MESSAGE,
  type JobRecord,
} from '../../../../src/features/transcripts/shared/jobs.ts';
import type { EnabledTranscriptionDeps } from '../../../../src/app/deps.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { fakeTranscriber, type FakeTranscriber } from './fake-transcriber.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z').getTime();
const HOUR = 3_600_000;
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

const requested = () => requestJob(deps, episodeAt(stored.cfg, 'grace'), { backfill: false });
const record = async (job: JobRecord) => (await readJob(stored.storage, job.suffix))!.job;
/** A round that leaves the backfill alone. */
const round = (budgetMs = 25_000) => pollJobs(deps, budgetMs, { backfill: false });

describe('a round over the open jobs', () => {
  test('records that Transcribe is transcribing a started job', async () => {
    const job = await requested();
    transcriber.statuses.set(job.jobName, { status: 'IN_PROGRESS' });
    expect(await round()).toEqual({ stepped: 1, attached: 0, deferred: 0 });
    expect(await record(job)).toMatchObject({
      state: 'in-progress',
      message: STATE_MESSAGES['in-progress'],
    });
  });

  test('adds a completed job’s transcript to its sermon', async () => {
    const job = await requested();
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nGrace to you.\n';
    await stored.storage.put(vttKey(job.jobName), vtt, { contentType: 'text/vtt' });
    transcriber.statuses.set(job.jobName, { status: 'COMPLETED' });
    expect(await round()).toEqual({ stepped: 1, attached: 1, deferred: 0 });
    expect((await record(job)).state).toBe('completed');
    const [sermon] = (await stored.feed()).items;
    expect(sermon).toMatchObject({ transcriptSource: 'machine' });
    expect(sermon?.transcript).toContain(job.jobName);
  });

  test('records Transcribe’s reason when a job failed', async () => {
    const job = await requested();
    transcriber.statuses.set(job.jobName, { status: 'FAILED', failureReason: 'Unsupported' });
    await round();
    expect(await record(job)).toMatchObject({
      state: 'failed',
      message: 'Amazon Transcribe could not transcribe the audio: Unsupported',
    });
  });

  test('says the sermon was removed when a job failed for audio no longer published', async () => {
    const job = await requested();
    await updateFeed(deps, (feed) => ({ ...feed, items: [] }));
    transcriber.statuses.set(job.jobName, { status: 'FAILED' });
    await round();
    expect((await record(job)).message).toMatch(/removed/);
  });

  test('gives up a job still open after the stated time', async () => {
    const job = await requested();
    vi.setSystemTime(NOW + 12 * HOUR + 1);
    await round();
    expect(await record(job)).toMatchObject({ state: 'timed-out', message: TIMED_OUT_MESSAGE });
  });

  test('starts a refused job again only once its retry time has come', async () => {
    transcriber.refusals.push(new TranscribeError('LimitExceededException', 'too many'));
    const job = await requested();
    await round();
    expect(transcriber.started).toEqual([]);
    vi.setSystemTime(Date.parse(job.retryAt!));
    await round();
    expect(transcriber.started.map((s) => s.jobName)).toEqual([job.jobName]);
    expect((await record(job)).started).toBe(true);
  });

  test('leaves every job for the next round once the budget is spent', async () => {
    const job = await requested();
    transcriber.statuses.set(job.jobName, { status: 'IN_PROGRESS' });
    expect(await round(-1)).toEqual({ stepped: 0, attached: 0, deferred: 1 });
    expect((await record(job)).state).toBe('queued');
  });

  test('steps no job that is no longer open', async () => {
    transcriber.refusals.push(new TranscribeError('BadRequestException', 'bad'));
    await requested();
    expect(await round()).toEqual({ stepped: 0, attached: 0, deferred: 0 });
  });
});
