/**
 * The transcript editor's server side (transcript-edit.ts) on file storage: a sermon's stored
 * transcript as the editor shows it, and a correction stored as fresh WebVTT and SRT, the sermon
 * marked reviewed by staff and its old files deleted; a bad edit or a transcript replaced
 * meanwhile leaves the feed and the stored files as they were. (A transcript waiting for review:
 * transcript-edit.review.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PodcastDeps } from '../../../../src/app/deps.ts';
import { updateFeed } from '../../../../src/features/sermons/server/feed/feed-store.ts';
import { mediaUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import {
  getTranscript,
  saveTranscript,
} from '../../../../src/features/transcripts/server/transcript-edit.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';

const SUFFIX = 'podcast/grace.mp3';
const OLD = 'media/podcast/grace.vtt';
const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:02.000',
  '<v Speaker 1>Grace and peas.',
  '',
  '00:00:02.000 --> 00:00:04.000',
  '<v Speaker 2>Amen.',
  '',
].join('\n');
/** The edit a staff member sends: the words fixed, the speakers named. */
const EDIT = {
  cues: [
    { start: 0, end: 2, voice: 'Speaker 1', text: 'Grace and peace.' },
    { start: 2, end: 4, voice: 'Speaker 2', text: 'Amen.' },
  ],
  speakers: { 'Speaker 1': 'Pastor Dan' },
};

let stored: FeedStorage;
let deps: PodcastDeps;

beforeEach(async () => {
  stored = await feedStorage((cfg) => [
    episodeAt(cfg, 'grace', { transcript: mediaUrl(cfg, OLD), transcriptSource: 'machine' }),
    episodeAt(cfg, 'hope'),
  ]);
  await stored.storage.put(OLD, VTT, { contentType: 'text/vtt' });
  deps = { cfg: stored.cfg, storage: stored.storage, seed: null, clock: systemClock };
});
afterEach(() => stored.remove());

const sermon = async () => (await stored.feed()).items[0]!;
const media = async () => (await stored.storage.list('media/')).map((o) => o.key).sort();
/** The feed's bytes and the media keys, to compare before and after a refused save. */
const snapshot = async () => ({
  feed: (await readText(stored.storage, 'podcast/feed.xml')).text,
  media: await media(),
});

describe('getTranscript', () => {
  test("gives the sermon's cues, and whether a person has reviewed them", async () => {
    expect(await getTranscript(deps, SUFFIX)).toEqual({
      title: 'grace',
      audioUrl: mediaUrl(stored.cfg, 'media/podcast/grace.mp3'),
      source: 'machine',
      cues: [
        { start: 0, end: 2, voice: 'Speaker 1', text: 'Grace and peas.' },
        { start: 2, end: 4, voice: 'Speaker 2', text: 'Amen.' },
      ],
    });
  });

  test('a sermon without a transcript, or whose file is gone, has none to edit', async () => {
    await expect(getTranscript(deps, 'podcast/hope.mp3')).rejects.toMatchObject({ status: 404 });
    await stored.storage.delete(OLD);
    await expect(getTranscript(deps, SUFFIX)).rejects.toMatchObject({
      status: 404,
      message: 'This sermon has no transcript to edit yet.',
    });
  });
});

describe('saveTranscript', () => {
  test('stores the correction as new files, marks it reviewed and deletes the old file', async () => {
    expect(await saveTranscript(deps, SUFFIX, EDIT)).toBe(
      'The transcript of "grace" was saved and marked reviewed.',
    );
    const episode = await sermon();
    expect(episode.transcriptSource).toBe('staff');
    const [srt, vtt] = (await media()).filter((key) => /\.(vtt|srt)$/.test(key));
    expect(episode.transcript).toBe(mediaUrl(stored.cfg, vtt!));
    expect(episode.transcriptSrt).toBe(mediaUrl(stored.cfg, srt!));
    expect(await stored.has(OLD)).toBe(false);
    const text = (await readText(stored.storage, vtt!)).text;
    expect(text).toContain('<v Pastor Dan>Grace and peace.');
    expect(text).toContain('<v Speaker 2>Amen.');
    expect((await getTranscript(deps, SUFFIX)).source).toBe('staff');
  });

  test('a bad edit is a 400 that leaves the feed and the files as they were', async () => {
    const before = await snapshot();
    await expect(saveTranscript(deps, SUFFIX, { cues: EDIT.cues.slice(1) })).rejects.toThrow(
      'The transcript has 2 cues but 1 were sent',
    );
    await expect(
      saveTranscript(deps, SUFFIX, { cues: [{ ...EDIT.cues[0]!, start: 1 }, EDIT.cues[1]!] }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await snapshot()).toEqual(before);
  });

  test('a transcript replaced while it was edited is a 409, and the new files go again', async () => {
    const other = mediaUrl(stored.cfg, 'media/podcast/grace-2.vtt');
    const put = stored.storage.put.bind(stored.storage);
    let replaced = false;
    // another editor saves between this save's read of the feed and its write
    stored.storage.put = async (key, body, options) => {
      if (!replaced && key.endsWith('.vtt')) {
        replaced = true;
        await updateFeed(deps, (feed) => {
          feed.items[0]!.transcript = other;
          return feed;
        });
      }
      return put(key, body, options);
    };
    const before = await media();
    await expect(saveTranscript(deps, SUFFIX, EDIT)).rejects.toMatchObject({ status: 409 });
    expect(await media()).toEqual(before);
    expect((await sermon()).transcript).toBe(other);
  });
});
