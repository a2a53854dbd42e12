/**
 * Direct uploads are checked before they are public, on the real radosgw: every presigned URL
 * signs its Content-Type and lives at most 15 minutes, files land in staging/ (which nobody can
 * read, with the bucket set up as setup-bucket does), and the commit publishes to media/ only
 * what passes the checks; what it refuses is deleted and the feed stays byte for byte.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type {
  PartUploadAnswer,
  PartsAnswer,
  SignAnswer,
  SignedUploadAnswer,
} from '../../../../src/features/podcast/shared/types.ts';
import { PART_BYTES } from '../../../../src/features/podcast/shared/upload-parts.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { FEED_KEY, keyForUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { setupBucket } from '../../../../tools/bucket/setup.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import { putParts } from '../../../helpers/part-upload.ts';
import {
  startPodcastHarness,
  s3Env,
  type PodcastHarness,
} from '../../../helpers/podcast-client.ts';
import { demoMp3, mp3Stream, picture } from '../../../helpers/podcast-fixtures.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';

const s3 = inject('s3');
const skipped = s3 ? '' : ` (${S3_SKIP_REASON})`;
const expiry = (url: string) => Number(new URL(url).searchParams.get('X-Amz-Expires'));
const signed = (url: string) => new URL(url).searchParams.get('X-Amz-SignedHeaders') ?? '';
const put = (url: string, type: string, body: Buffer) =>
  fetch(url, { method: 'PUT', headers: { 'Content-Type': type }, body: new Uint8Array(body) });

let h: PodcastHarness;
const sign = async (field: 'audio' | 'image', size: number, type: string) =>
  (
    (await h.uploads('start', { title: 'Staged', files: [{ field, size, type }] }))
      .body as SignAnswer
  ).uploads[0]!;
const publish = (field: string, token: string) =>
  h.submit('POST', '/api/podcast', [
    ['title', 'Staged Sermon'],
    [`${field}Upload`, token],
  ]);
const staged = async () => (await serverDeps().storage.list('staging/')).map((o) => o.key);
const bucketUrl = (key: string) =>
  `${s3!.endpoint}/${(config().storage as { bucket: string }).bucket}/${key}`;

beforeAll(async () => {
  if (!s3) return;
  h = await startPodcastHarness(await s3Env(s3, 'podcast-staging'));
  const storage = config().storage;
  if (storage.kind !== 's3') throw new Error('expected S3 storage');
  await setupBucket(storage, { origins: [h.server.url], publicKeys: ['media/*', FEED_KEY] });
});
afterAll(() => h?.close());

describe.skipIf(!s3)(`staged direct uploads: signed URLs${skipped}`, () => {
  test('a URL signs its Content-Type, lives at most 900 s and points into staging/', async () => {
    const image = await picture('png', 1400);
    const upload = (await sign('image', image.length, 'image/png')) as SignedUploadAnswer;
    expect(new URL(upload.url).pathname).toMatch(/\/staging\/\d{4}\/[0-9a-f-]{36}-staged\.png$/);
    expect(expiry(upload.url)).toBeGreaterThan(0);
    expect(expiry(upload.url)).toBeLessThanOrEqual(900);
    expect(signed(upload.url).split(';')).toContain('content-type');
    expect((await put(upload.url, 'text/html', image)).status).toBe(403);
    expect(await staged()).toEqual([]);
    expect((await put(upload.url, 'image/png', image)).status).toBe(200);
    const [key] = await staged();
    // staging is never public, even with media/ open to anyone
    expect((await fetch(bucketUrl(key!))).status).toBe(403);
    await serverDeps().storage.delete(key!);
  });

  test('every part URL, the first ones and those asked for later, is signed the same way', async () => {
    const audio = Buffer.concat([...mp3Stream(9 * PART_BYTES + 1024)]);
    const upload = (await sign('audio', audio.length, 'audio/mpeg')) as PartUploadAnswer;
    expect(upload.contentType).toBe('audio/mpeg');
    expect(upload.urlSeconds).toBeLessThanOrEqual(900);
    // the first batch only: the rest are signed on demand, fresh
    expect(upload.parts.map((p) => p.partNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const more = await h.uploads('parts', { token: upload.token, parts: [9, 10] });
    expect(more.status).toBe(200);
    const later = (more.body as PartsAnswer).parts;
    expect(later.map((p) => p.partNumber)).toEqual([9, 10]);
    for (const { url } of [...upload.parts, ...later]) {
      expect(new URL(url).pathname).toMatch(/\/staging\/\d{4}\//);
      expect(expiry(url)).toBeLessThanOrEqual(900);
      expect(signed(url).split(';')).toContain('content-type');
    }
    const part10 = audio.subarray(9 * PART_BYTES);
    expect((await put(later[1]!.url, 'text/html', part10)).status).toBe(403);
    expect((await h.uploads('parts', { token: upload.token, parts: [11] })).status).toBe(400);
    expect((await h.uploads('parts', { token: upload.token, parts: [1, 1] })).status).toBe(400);
    expect((await h.uploads('parts', { token: 'forged', parts: [1] })).status).toBe(400);
    expect((await h.uploads('abort', { token: upload.token })).status).toBe(204);
  });
});

describe.skipIf(!s3)(`staged direct uploads: the commit checks${skipped}`, () => {
  test('a good file is checked in staging, then published to media/ and readable', async () => {
    const audio = demoMp3(3);
    const upload = (await sign('audio', audio.length, 'audio/mpeg')) as PartUploadAnswer;
    expect(await putParts(upload, audio)).toBe(200);
    // parts are not an object yet, and nothing is public before the commit
    expect((await serverDeps().storage.list('media/')).some((o) => o.key.endsWith('.mp3'))).toBe(
      false,
    );
    const created = await publish('audio', upload.token);
    expect(created).toEqual({ status: 201, message: '"Staged Sermon" was published.' });
    expect(await staged()).toEqual([]);
    const [episode] = await h.episodes();
    const key = keyForUrl(config(), episode!.enclosure.url)!;
    expect(key).toMatch(/^media\/\d{4}\/[0-9a-f-]{36}-staged\.mp3$/);
    expect(await serverDeps().storage.head(key)).toMatchObject({
      size: audio.length,
      contentType: 'audio/mpeg',
    });
    expect((await fetch(bucketUrl(key))).status).toBe(200);
  });

  for (const [name, bytes] of [
    [
      'an HTML page',
      () => Promise.resolve(Buffer.from('<!doctype html><html><body>hi</body></html>'.repeat(99))),
    ],
    ['a PNG renamed .mp3', () => picture('png', 1400)],
  ] as const) {
    test(`${name} put as the audio is refused at commit, deleted, never in media/`, async () => {
      const before = await h.snapshot();
      const body = await bytes();
      const upload = (await sign('audio', body.length, 'audio/mpeg')) as PartUploadAnswer;
      expect(await putParts(upload, body)).toBe(200);
      const answer = await publish('audio', upload.token);
      expect(answer.status).toBe(415);
      expect(answer.message).toMatch(/must be an MP3/);
      expect(await staged()).toEqual([]);
      expect(
        (await serverDeps().storage.list('media/')).filter((o) => o.key.endsWith('.mp3')),
      ).toHaveLength(1);
      // the feed, the published episode's audio and all else stored: byte for byte as before
      expect(await h.snapshot()).toBe(before);
    });
  }
});
