/** The archive's backfill queue (src/features/transcripts/server/backfill.ts), Transcribe faked. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { EnabledTranscriptionDeps } from '../../../../src/app/deps.ts';
import { updateFeed } from '../../../../src/features/sermons/server/feed/feed-store.ts';
import {
  BACKFILL_IN_FLIGHT,
  backfillProgress,
  estimateBackfill,
  feedBackfill,
  startBackfill,
  stopBackfill,
} from '../../../../src/features/transcripts/server/backfill.ts';
import { listJobs } from '../../../../src/features/transcripts/server/job-store.ts';
import { requestJob } from '../../../../src/features/transcripts/server/request.ts';
import { stepRecord } from '../../../../src/features/transcripts/server/start.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { fakeTranscriber, transcribeOn, type FakeTranscriber } from './fake-transcriber.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { shownOf } from '../../../../src/features/transcripts/shared/jobs.ts';
import { mp3Of } from '../../../helpers/podcast-fixtures.ts';

let stored: FeedStorage;
let transcriber: FakeTranscriber;
let deps: EnabledTranscriptionDeps;

/** Storage holding `count` sermons without a transcript, a minute of audio each. */
async function archive(count: number) {
  const names = Array.from({ length: count }, (_, i) => `sermon-${i}`);
  stored = await feedStorage((cfg) => names.map((name) => episodeAt(cfg, name)));
  for (const name of names)
    await stored.storage.put(`media/podcast/${name}.mp3`, mp3Of(60), { contentType: 'audio/mpeg' });
  transcriber = fakeTranscriber();
  deps = { cfg: stored.cfg, storage: stored.storage, seed: null, transcriber, clock: systemClock };
}
beforeEach(() => archive(1));
afterEach(() => stored.remove());

const jobs = () => listJobs(stored.storage);
const feed = async () => feedBackfill(deps, await jobs());
const progress = async () => backfillProgress(deps, await jobs());
const emptyFeed = () => updateFeed(deps, (f) => ({ ...f, items: [] }));
/** Starts the backfill as staff do: with the estimate they were shown. */
const start = async () => startBackfill(deps, [], shownOf(await estimateBackfill(deps, [])));

describe('the backfill', () => {
  test('estimates the sermons without a transcript, their seconds and cost', async () => {
    await stored.remove();
    await archive(2);
    expect(await estimateBackfill(deps, [])).toEqual({
      sermons: 2,
      seconds: 120,
      estimatedCostUsd: 0.05,
      month: {
        month: expect.stringMatching(/^\d{4}-\d{2}$/) as unknown,
        usedMinutes: 0,
        ceilingMinutes: 1500,
      },
    });
  });

  test('has no progress before it was ever started', async () => {
    expect(await progress()).toBeNull();
  });

  test('starts at most BACKFILL_IN_FLIGHT jobs at once', async () => {
    await stored.remove();
    await archive(BACKFILL_IN_FLIGHT + 2);
    expect(await start()).toBe(BACKFILL_IN_FLIGHT + 2);
    await feed();
    expect(transcriber.started).toHaveLength(BACKFILL_IN_FLIGHT);
    expect(await progress()).toMatchObject({
      state: 'running',
      inFlight: BACKFILL_IN_FLIGHT,
      waiting: 2,
    });
  });

  test('counts the jobs the monthly ceiling holds apart from those in progress', async () => {
    await stored.remove();
    await archive(4); // a minute each
    deps = { ...deps, cfg: transcribeOn(stored.cfg, { monthlyMinutes: 2 }) };
    await start();
    await feed();
    expect(transcriber.started).toHaveLength(2);
    expect(await progress()).toMatchObject({ inFlight: 4, held: 2, waiting: 0 });
  });

  test('refuses a second start while one runs', async () => {
    await start();
    await expect(start()).rejects.toMatchObject({ status: 409 });
  });

  test('starts nothing more once stopped', async () => {
    await start();
    await stopBackfill(deps);
    await feed();
    expect(transcriber.started).toEqual([]);
    expect((await progress())!.state).toBe('stopped');
  });

  test('drops a sermon removed since it was queued, without a job', async () => {
    await start();
    await emptyFeed();
    await feed();
    expect(transcriber.started).toEqual([]);
    expect((await progress())!.total).toBe(0);
  });

  test('is done once every queued job has closed', async () => {
    await start();
    await feed();
    const [only] = await jobs();
    await stepRecord(deps, only!.job, () => ({ state: 'completed' }));
    await feed();
    expect(await progress()).toMatchObject({ state: 'done', done: 1, inFlight: 0 });
  });

  test('with nothing to transcribe is done at once', async () => {
    await emptyFeed();
    expect(await start()).toBe(0);
    expect((await progress())!.state).toBe('done');
  });
});

describe('starting the backfill', () => {
  test('starts only with the estimate as it stands: none, or another, is 409 and queues nothing', async () => {
    await stored.remove();
    await archive(2);
    await expect(startBackfill(deps, [], null)).rejects.toMatchObject({ status: 409 });
    for (const shown of [
      { sermons: 1, minutes: 2 },
      { sermons: 2, minutes: 1 },
    ])
      await expect(startBackfill(deps, [], shown)).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/now 2 sermons, 2 minutes/) as unknown,
      });
    expect(await stored.has('transcription/backfill.json')).toBe(false);
    expect(transcriber.started).toEqual([]);
    expect(await startBackfill(deps, [], { sermons: 2, minutes: 2 })).toBe(2);
  });
});

describe('a second backfill, with review first', () => {
  test('counts a sermon whose transcript awaits review as transcribed, and pays for it once', async () => {
    deps = { ...deps, cfg: transcribeOn(stored.cfg, { reviewFirst: true }) };
    await start();
    await feed();
    const [first] = await jobs();
    await stepRecord(deps, first!.job, () => ({ state: 'completed', awaitingReview: true }));
    await feed();
    const estimate = await estimateBackfill(deps, await jobs());
    expect(estimate).toMatchObject({ sermons: 0, seconds: 0 });
    expect(await startBackfill(deps, await jobs(), shownOf(estimate))).toBe(0);
    await feed();
    // asked for again as a backfill does, the completed job for the same audio is kept
    const sermon = (await stored.feed()).items[0]!;
    expect((await requestJob(deps, sermon, { backfill: true })).jobName).toBe(first!.job.jobName);
    expect(transcriber.started).toHaveLength(1);
  });
});
