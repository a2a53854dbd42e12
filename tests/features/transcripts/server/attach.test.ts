/**
 * Attaching a finished job's transcript to its sermon (src/features/transcripts/server/attach.ts),
 * on file storage with Transcribe faked: the sermon's current state decides what is kept.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { EnabledTranscriptionDeps } from '../../../../src/app/deps.ts';
import { updateFeed } from '../../../../src/features/sermons/server/feed/feed-store.ts';
import { mediaUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { attachJob, goneReason } from '../../../../src/features/transcripts/server/attach.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { requestJob } from '../../../../src/features/transcripts/server/request.ts';
import { vttKey } from '../../../../src/features/transcripts/server/start.ts';
import type { JobRecord } from '../../../../src/features/transcripts/shared/jobs.ts';
import type { Feed } from '../../../../src/features/sermons/index.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { fakeTranscriber } from './fake-transcriber.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nGrace and peace.\n';
let stored: FeedStorage;
let deps: EnabledTranscriptionDeps;
let job: JobRecord;

beforeEach(async () => {
  stored = await feedStorage((cfg) => [episodeAt(cfg, 'grace')]);
  deps = {
    cfg: stored.cfg,
    storage: stored.storage,
    seed: null,
    transcriber: fakeTranscriber(),
    clock: systemClock,
  };
  job = await requestJob(deps, episodeAt(stored.cfg, 'grace'));
  await stored.storage.put(vttKey(job.jobName), VTT, { contentType: 'text/vtt' });
});
afterEach(() => stored.remove());

const record = async () => (await readJob(stored.storage, job.suffix))!.job;
const sermon = async () => (await stored.feed()).items[0];
const change = (edit: (feed: Feed) => void) =>
  updateFeed(deps, (feed) => {
    edit(feed);
    return feed;
  });
/** Whether the job's VTT and SRT are stored beside the audio. */
const transcriptFiles = async () =>
  Promise.all(['vtt', 'srt'].map((ext) => stored.has(`media/podcast/${job.jobName}.${ext}`)));

describe('attachJob', () => {
  test('gives the sermon the machine VTT and SRT beside its audio and completes the job', async () => {
    expect(await attachJob(deps, job)).toMatchObject({ state: 'completed' });
    expect(await sermon()).toMatchObject({
      transcriptSource: 'machine',
      transcript: mediaUrl(stored.cfg, `media/podcast/${job.jobName}.vtt`),
      transcriptSrt: mediaUrl(stored.cfg, `media/podcast/${job.jobName}.srt`),
    });
    expect(await transcriptFiles()).toEqual([true, true]);
  });

  test('attaching again leaves the feed as it was and the job complete', async () => {
    await attachJob(deps, job);
    const before = await sermon();
    await attachJob(deps, job);
    expect(await sermon()).toEqual(before);
    expect((await record()).state).toBe('completed');
  });

  test('discards the transcript of a sermon removed meanwhile, deleting its files', async () => {
    await change((feed) => (feed.items = []));
    expect(await attachJob(deps, job)).toMatchObject({ state: 'failed' });
    expect((await record()).message).toMatch(/sermon was removed/);
    expect(await transcriptFiles()).toEqual([false, false]);
  });

  test('discards the transcript of the old audio when the audio was replaced', async () => {
    await change((feed) => (feed.items[0]!.enclosure.url = mediaUrl(stored.cfg, 'media/x.mp3')));
    expect(await attachJob(deps, job)).toMatchObject({ state: 'failed' });
    expect((await record()).message).toMatch(/audio was replaced/);
    expect((await sermon())!.transcript).toBeUndefined();
  });

  test('keeps a transcript staff gave the sermon meanwhile, and calls the job complete', async () => {
    await change((feed) => {
      feed.items[0]!.transcript = 'https://x.test/staff.vtt';
      feed.items[0]!.transcriptSource = 'staff';
    });
    expect(await attachJob(deps, job)).toMatchObject({ state: 'completed' });
    expect((await record()).message).toMatch(/Staff gave/);
    expect((await sermon())!.transcript).toBe('https://x.test/staff.vtt');
  });

  test('fails the job when Transcribe heard no speech (it wrote no VTT)', async () => {
    await stored.storage.delete(vttKey(job.jobName));
    expect(await attachJob(deps, job)).toMatchObject({ state: 'failed' });
    expect((await record()).message).toMatch(/no speech/);
  });

  test('fails the job when Transcribe’s VTT does not pass the transcript checks', async () => {
    await stored.storage.put(vttKey(job.jobName), 'not a vtt', { contentType: 'text/vtt' });
    expect(await attachJob(deps, job)).toMatchObject({ state: 'failed' });
    expect((await record()).message).toMatch(/did not pass the checks/);
  });
});

describe('goneReason', () => {
  test('is null while the sermon still has the job’s audio', async () => {
    expect(await goneReason(deps, job)).toBeNull();
  });
});
