/**
 * The monthly ceiling counts the audio Amazon bills (src/features/transcripts/server/usage.ts,
 * start.ts, output.ts, attach.ts): a job reserves its audio's frames counted, Transcribe's
 * maximum when they cannot be, and keeps what Transcribe processed once it has finished; a
 * refused start gives its reservation back only while the job's record shows it not started.
 * File storage, Transcribe faked, the clock set.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { EnabledTranscriptionDeps } from '../../../../src/app/deps.ts';
import { attachJob } from '../../../../src/features/transcripts/server/attach.ts';
import { TranscribeError } from '../../../../src/features/transcripts/server/client.ts';
import { updateJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { requestJob } from '../../../../src/features/transcripts/server/request.ts';
import { outputKey, vttKey } from '../../../../src/features/transcripts/server/start.ts';
import { monthOf, monthUsage, release } from '../../../../src/features/transcripts/server/usage.ts';
import { suffixOf } from '../../../../src/features/sermons/server/media-keys.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { hiddenLengthMp3 } from '../../../helpers/podcast-fixtures.ts';
import { fakeTranscriber, transcribeOn, type FakeTranscriber } from './fake-transcriber.ts';

const NOW = new Date('2026-03-20T12:00:00.000Z');
let stored: FeedStorage;
let transcriber: FakeTranscriber;
let deps: EnabledTranscriptionDeps;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // the feed says one second, as the file's own header does
  stored = await feedStorage((cfg) => [episodeAt(cfg, 'grace', { duration: 1 })]);
  transcriber = fakeTranscriber();
  deps = { cfg: stored.cfg, storage: stored.storage, seed: null, transcriber, clock: systemClock };
});
afterEach(async () => {
  vi.useRealTimers();
  await stored.remove();
});

const episode = () => episodeAt(stored.cfg, 'grace', { duration: 1 });
const used = async () => (await monthUsage(stored.storage, Date.now(), 1500)).usedMinutes;
const put = (key: string, body: string | Buffer) =>
  stored.storage.put(key, body, { contentType: 'application/octet-stream' });
/** Transcribe's output for the job: a VTT and a JSON whose last word ends at `end` seconds. */
async function output(jobName: string, end: number) {
  const at = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
  await put(vttKey(jobName), `WEBVTT\n\n00:00:00.000 --> ${at(end)}\nGrace and peace.\n`);
  const items = [{ type: 'pronunciation', start_time: '0.0', end_time: String(end) }];
  await put(outputKey(jobName), JSON.stringify({ results: { items } }));
}

describe('what a job reserves', () => {
  test('a file planted in storage, claiming 1 second, is reserved at its true 6 minutes', async () => {
    await put('media/podcast/grace.mp3', hiddenLengthMp3(360, 1));
    const job = await requestJob(deps, episode(), { backfill: true });
    expect(job).toMatchObject({ started: true, duration: 360, measured: true });
    expect(job.month).toBe(monthOf(NOW.getTime()));
    expect(await used()).toBe(6);
  });

  test('audio that cannot be measured reserves Transcribe’s maximum, 4 hours', async () => {
    await requestJob(deps, episode(), { backfill: true });
    expect(await used()).toBe(240);
  });

  test('under a ceiling below 4 hours, audio that cannot be measured fails and says why', async () => {
    deps = { ...deps, cfg: transcribeOn(stored.cfg, { monthlyMinutes: 120 }) };
    const job = await requestJob(deps, episode(), { backfill: true });
    expect(job.state).toBe('failed');
    expect(job.message).toMatch(/could not be read to measure it, .*4 hours. .*ceiling of 120/);
    expect(transcriber.started).toHaveLength(0);
  });
});

describe('after a job', () => {
  test('the month keeps the seconds Transcribe processed, its output’s last end_time', async () => {
    const job = await requestJob(deps, episodeAt(stored.cfg, 'grace', { duration: 600 }));
    expect(await used()).toBe(240); // not measured: the maximum
    await output(job.jobName, 331.5);
    expect(await attachJob(deps, job)).toMatchObject({ state: 'completed' });
    expect(await used()).toBe(6);
  });

  test('a transcript running past the audio fails, is not retryable, says why, and is counted', async () => {
    const job = await requestJob(deps, episodeAt(stored.cfg, 'grace', { duration: 60 }));
    await output(job.jobName, 4 * 3600);
    const failed = await attachJob(deps, job);
    expect(failed).toMatchObject({ state: 'failed', overran: true });
    expect(failed!.message).toMatch(
      /heard sound until 4:00:00, past the end of the audio \(1:00\)/,
    );
    expect(await used()).toBe(240);
    await expect(requestJob(deps, episode(), { again: true, retry: true })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/not sent again/) as unknown,
    });
    expect(transcriber.started).toHaveLength(1);
  });
});

describe('two instances starting one job', () => {
  const suffix = () => suffixOf(stored.cfg, episode().guid);

  test('a refused start keeps the reservation another instance’s accepted start needs', async () => {
    transcriber.start = async () => {
      // meanwhile the other instance's start of the same job was accepted and recorded
      await updateJob(stored.storage, suffix(), (c) => c && { ...c, started: true });
      throw new TranscribeError('InternalFailureException', 'try again');
    };
    await requestJob(deps, episode());
    expect(await used()).toBe(240);
  });

  test('a refused start of a job still unstarted gives its reservation back', async () => {
    transcriber.refusals.push(new TranscribeError('InternalFailureException', 'try again'));
    expect(await requestJob(deps, episode())).toMatchObject({ started: false, attempts: 1 });
    expect(await used()).toBe(0);
  });

  test('an accepted start counts its audio again when another instance gave it back meanwhile', async () => {
    const start = transcriber.start.bind(transcriber);
    transcriber.start = async (job) => {
      await release(stored.storage, job.jobName, monthOf(Date.now()));
      return start(job);
    };
    await requestJob(deps, episode());
    expect(await used()).toBe(240);
  });
});
