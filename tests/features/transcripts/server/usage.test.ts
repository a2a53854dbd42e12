/**
 * The monthly ceiling on transcription (src/features/transcripts/server/usage.ts, as start.ts
 * applies it): on file storage, with Transcribe faked and the clock set.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TranscribeError } from '../../../../src/features/transcripts/server/client.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { pollJobs } from '../../../../src/features/transcripts/server/poll.ts';
import { requestJob as askForJob } from '../../../../src/features/transcripts/server/request.ts';
import type { Episode } from '../../../../src/features/sermons/index.ts';
import { monthUsage } from '../../../../src/features/transcripts/server/usage.ts';
import { hasTimedOut } from '../../../../src/features/transcripts/shared/jobs.ts';
import type { EnabledTranscriptionDeps } from '../../../../src/app/deps.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { fakeTranscriber, transcribeOn, type FakeTranscriber } from './fake-transcriber.ts';

const NOW = new Date('2026-03-20T12:00:00.000Z');
const CEILING = 30; // minutes
/** Each sermon's minutes of audio. */
const MINUTES: Record<string, number> = { first: 20, second: 15, long: 45 };
let stored: FeedStorage;
let transcriber: FakeTranscriber;
let deps: EnabledTranscriptionDeps;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  stored = await feedStorage((cfg) =>
    Object.entries(MINUTES).map(([name, m]) => episodeAt(cfg, name, { duration: m * 60 })),
  );
  transcriber = fakeTranscriber();
  const cfg = transcribeOn(stored.cfg, { monthlyMinutes: CEILING });
  deps = { cfg, storage: stored.storage, seed: null, transcriber, clock: systemClock };
});
afterEach(async () => {
  vi.useRealTimers();
  await stored.remove();
});

const episode = (name: string, fields = {}) =>
  episodeAt(deps.cfg, name, { duration: MINUTES[name]! * 60, ...fields });
/** Asks for a sermon's job as publishing does: its duration the frames counted at commit. */
const requestJob = (d: EnabledTranscriptionDeps, e: Episode) => askForJob(d, e, { measured: true });
const used = async () => (await monthUsage(stored.storage, Date.now(), CEILING)).usedMinutes;

describe('the monthly ceiling', () => {
  test('counts the audio of each job started this month', async () => {
    await requestJob(deps, episode('first'));
    expect(await used()).toBe(20);
    expect(transcriber.started).toHaveLength(1);
  });

  test('holds a sermon that would pass it until the next month starts, and says so', async () => {
    await requestJob(deps, episode('first'));
    const held = await requestJob(deps, episode('second'));
    expect(transcriber.started).toHaveLength(1);
    expect(held).toMatchObject({
      state: 'queued',
      started: false,
      heldUntil: '2026-04-01T00:00:00.000Z',
      retryAt: '2026-04-01T00:00:00.000Z',
    });
    expect(held.message).toMatch(/ceiling of 30 minutes .* starts by itself on Apr 1, 2026/);
    expect(await used()).toBe(20);
  });

  test('a held job is not given up, and starts by itself in the next month', async () => {
    await requestJob(deps, episode('first'));
    const held = await requestJob(deps, episode('second'));
    vi.setSystemTime(new Date('2026-03-31T23:59:00.000Z'));
    await pollJobs(deps, 5000, { backfill: false });
    expect(hasTimedOut(held, Date.now())).toBe(false);
    expect(transcriber.started).toHaveLength(1);
    vi.setSystemTime(new Date('2026-04-01T00:01:00.000Z'));
    await pollJobs(deps, 5000, { backfill: false });
    const record = (await readJob(stored.storage, held.suffix))!.job;
    expect(record).toMatchObject({ started: true, startedAt: '2026-04-01T00:01:00.000Z' });
    expect(record.heldUntil).toBeUndefined();
    expect(transcriber.started.map((s) => s.jobName)).toContain(held.jobName);
    expect(await used()).toBe(15);
  });

  test('a sermon longer than the whole ceiling fails with the reason, and costs nothing', async () => {
    const job = await requestJob(deps, episode('long'));
    expect(job.state).toBe('failed');
    expect(job.message).toMatch(/45 minutes are more than the monthly ceiling of 30 minutes/);
    expect(transcriber.started).toHaveLength(0);
  });

  test('a start Transcribe refuses gives its minutes back', async () => {
    transcriber.refusals.push(new TranscribeError('BadRequestException', 'bad media'));
    expect((await requestJob(deps, episode('first'))).state).toBe('failed');
    expect(await used()).toBe(0);
    transcriber.refusals.push(new TranscribeError('ThrottlingException', 'slow down'));
    await requestJob(deps, episode('second'));
    expect(await used()).toBe(0);
  });
});
