/**
 * A machine transcript waiting for review (TRANSCRIPTS_REVIEW_FIRST) in the editor
 * (transcript-edit.ts), on file storage with Transcribe faked: staff open the private copy, and
 * saving it publishes it as theirs, ends the wait and deletes the copy; a copy made for audio
 * the sermon no longer has is nothing to edit.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { EnabledTranscriptionDeps } from '../../../../src/app/deps.ts';
import { updateFeed } from '../../../../src/features/sermons/server/feed/feed-store.ts';
import { mediaUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { attachJob } from '../../../../src/features/transcripts/server/attach.ts';
import { readJob, reviewKey } from '../../../../src/features/transcripts/server/job-store.ts';
import { requestJob } from '../../../../src/features/transcripts/server/request.ts';
import { vttKey } from '../../../../src/features/transcripts/server/start.ts';
import {
  getTranscript,
  saveTranscript,
} from '../../../../src/features/transcripts/server/transcript-edit.ts';
import type { JobRecord } from '../../../../src/features/transcripts/shared/jobs.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { fakeTranscriber, transcribeOn } from './fake-transcriber.ts';

const SUFFIX = 'podcast/grace.mp3';
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nGrace and peas.\n';
let stored: FeedStorage;
let deps: EnabledTranscriptionDeps;
let job: JobRecord;

beforeEach(async () => {
  stored = await feedStorage((cfg) => [episodeAt(cfg, 'grace')]);
  deps = {
    cfg: transcribeOn(stored.cfg, { reviewFirst: true }),
    storage: stored.storage,
    seed: null,
    transcriber: fakeTranscriber(),
    clock: systemClock,
  };
  job = await requestJob(deps, episodeAt(stored.cfg, 'grace'));
  await stored.storage.put(vttKey(job.jobName), VTT, { contentType: 'text/vtt' });
  await attachJob(deps, job); // kept private, waiting for review
});
afterEach(() => stored.remove());

const record = async () => (await readJob(stored.storage, SUFFIX))!.job;
const EDIT = { cues: [{ start: 0, end: 2, voice: null, text: 'Grace and peace.' }] };

describe('a transcript waiting for review', () => {
  test('opens in the editor as the machine wrote it, while the sermon shows none', async () => {
    expect((await record()).awaitingReview).toBe(true);
    expect((await stored.feed()).items[0]!.transcript).toBeUndefined();
    expect(await getTranscript(deps, SUFFIX)).toMatchObject({
      source: 'machine',
      cues: [{ start: 0, end: 2, voice: null, text: 'Grace and peas.' }],
    });
  });

  test('saved, it is public as staff reviewed it, the wait ends and the private copy goes', async () => {
    await saveTranscript(deps, SUFFIX, EDIT);
    const episode = (await stored.feed()).items[0]!;
    expect(episode.transcriptSource).toBe('staff');
    expect(episode.transcript).toMatch(/\.vtt$/);
    expect(await record()).toMatchObject({
      awaitingReview: false,
      message: 'The machine transcript was reviewed and added.',
    });
    expect(await stored.has(reviewKey(job.jobName))).toBe(false);
    expect(await getTranscript(deps, SUFFIX)).toMatchObject({ source: 'staff' });
  });

  test('made for audio the sermon no longer has, it is nothing to edit', async () => {
    await updateFeed(deps, (feed) => {
      feed.items[0]!.enclosure.url = mediaUrl(stored.cfg, 'media/podcast/grace-new.mp3');
      return feed;
    });
    await expect(getTranscript(deps, SUFFIX)).rejects.toMatchObject({ status: 404 });
    await expect(saveTranscript(deps, SUFFIX, EDIT)).rejects.toMatchObject({ status: 404 });
    expect(await stored.has(reviewKey(job.jobName))).toBe(true);
  });
});
