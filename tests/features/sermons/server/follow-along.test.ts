/**
 * A submission's transcript and chapters (follow-along.ts) on file storage: every check passes
 * before anything is written, the transcript is stored as WebVTT with an SRT copy and the
 * chapters as JSON chapters under fresh media keys, a write that fails midway takes back what
 * it wrote, and a file part past its limit stops with a 413.
 */
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { StorageDeps } from '../../../../src/app/deps.ts';
import {
  readTextPart,
  storedKeys,
  storeFollowAlong,
  type TextUpload,
} from '../../../../src/features/sermons/server/follow-along.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nGrace and peace to you.\n';
const transcript = (text: string): TextUpload => ({
  field: 'transcript',
  bytes: Buffer.from(text),
});

let stored: FeedStorage;
let deps: StorageDeps;
beforeEach(async () => {
  stored = await feedStorage();
  deps = { cfg: stored.cfg, storage: stored.storage, clock: systemClock };
});
afterEach(() => stored.remove());

/** The media keys in storage now. */
const media = async () => (await stored.storage.list('media/')).map((o) => o.key).sort();
/** What storeFollowAlong refused with, as status and message. */
async function refusal(fields: Record<string, string>, files: Partial<Record<string, TextUpload>>) {
  const error = await storeFollowAlong(deps, { title: 'Grace', ...fields }, files, 600).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return error as { status: number; message: string };
}

describe('storeFollowAlong', () => {
  test('stores the transcript as WebVTT with an SRT copy, and typed chapters as JSON', async () => {
    const result = await storeFollowAlong(
      deps,
      { title: 'Grace & Peace', chapters: '0:00 Welcome\n2:30 Sermon' },
      { transcript: transcript(VTT) },
      600,
    );
    const { vtt, srt } = result.transcript!;
    expect(vtt).toMatch(/^media\/\d{4}\/[0-9a-f-]{36}-grace-peace\.vtt$/);
    expect(srt).toBe(vtt.replace(/\.vtt$/, '.srt'));
    expect(await media()).toEqual([result.chapters!, srt, vtt].sort());
    expect(storedKeys(result).sort()).toEqual(await media());
    expect((await readText(stored.storage, vtt)).text).toContain('Grace and peace to you.');
    expect((await readText(stored.storage, srt)).text).toContain('00:00:01,000 --> 00:00:04,000');
    const chapters = JSON.parse((await readText(stored.storage, result.chapters!)).text) as {
      chapters: { startTime: number; title: string }[];
    };
    expect(chapters.chapters).toEqual([
      { startTime: 0, title: 'Welcome' },
      { startTime: 150, title: 'Sermon' },
    ]);
  });

  test('writes nothing when any part fails its check, and says which line', async () => {
    const error = await refusal(
      { chapters: '0:00 Welcome\n12:00 Past the end' },
      { transcript: transcript(VTT) },
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/line 2/i);
    expect(await media()).toEqual([]);
  });

  test.each([
    [
      'after the audio ends',
      {},
      { transcript: transcript(VTT.replace('00:00:04.000', '00:11:00.000')) },
    ],
    [
      'not both',
      { chapters: '0:00 Welcome' },
      { chaptersFile: { field: 'chaptersFile', bytes: Buffer.from('{"chapters":[]}') } },
    ],
    ['file is empty', {}, { transcript: transcript('') }],
  ] as const)('refuses with a 400 saying "%s"', async (words, fields, files) => {
    const error = await refusal(fields, files);
    expect(error.status).toBe(400);
    expect(error.message).toContain(words);
    expect(await media()).toEqual([]);
  });

  test('a binary file is refused as not text', async () => {
    const error = await refusal({}, { transcript: transcript('WEBVTT\n\n\u0000\u0001') });
    expect(error.status).toBe(415);
    expect(error.message).toContain('not a text file');
  });
});

describe('what storeFollowAlong stores', () => {
  test('says what to remove and what to leave as it is', async () => {
    expect(await storeFollowAlong(deps, { removeTranscript: 'yes', chapters: '' }, {}, 0)).toEqual({
      transcript: null,
      chapters: null,
    });
    expect(await storeFollowAlong(deps, { removeChapters: 'yes' }, {}, 0)).toEqual({
      chapters: null,
    });
    expect(await storeFollowAlong(deps, { title: 'Grace' }, {}, 0)).toEqual({});
  });

  test('a write that fails midway takes back what it wrote', async () => {
    const put = stored.storage.put.bind(stored.storage);
    stored.storage.put = (key, body, options) =>
      key.endsWith('.srt') ? Promise.reject(new Error('disk full')) : put(key, body, options);
    await expect(
      storeFollowAlong(deps, { title: 'Grace' }, { transcript: transcript(VTT) }, 600),
    ).rejects.toThrow('disk full');
    expect(await media()).toEqual([]);
  });
});

describe('readTextPart', () => {
  test('reads a part whole, and stops past its limit with a 413', async () => {
    const part = await readTextPart('transcript', Readable.from([Buffer.from(VTT)]));
    expect(part).toEqual({ field: 'transcript', bytes: Buffer.from(VTT) });
    const big = Readable.from(Array.from({ length: 300 }, () => Buffer.alloc(1024, 'a')));
    await expect(readTextPart('chaptersFile', big)).rejects.toMatchObject({
      status: 413,
      message: 'The chapters file is larger than the 256 KB limit.',
    });
  });
});
