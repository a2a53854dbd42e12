/**
 * An upload is published only as the bytes that were checked (docs/security.md, "Where each rule is enforced"), on
 * the real radosgw through the site's own requests: a presigned URL takes only the length the
 * browser declared, and a second PUT raced against the commit's check publishes the checked
 * image or nothing, never the replacement.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type {
  PartUploadAnswer,
  SignAnswer,
  SignedUploadAnswer,
} from '../../../../src/features/podcast/shared/types.ts';
import { PART_BYTES } from '../../../../src/features/podcast/shared/upload-parts.ts';
import { buffer } from 'node:stream/consumers';
import { serverDeps } from '../../../../src/app/composition.ts';
import {
  startPodcastHarness,
  s3Env,
  type PodcastHarness,
} from '../../../helpers/podcast-client.ts';
import { putParts } from '../../../helpers/part-upload.ts';
import { demoMp3, mp3Stream, picture } from '../../../helpers/podcast-fixtures.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';

const s3 = inject('s3');
const put = (url: string, type: string, body: Buffer) =>
  fetch(url, { method: 'PUT', headers: { 'Content-Type': type }, body: new Uint8Array(body) });

let h: PodcastHarness;
const sign = async (field: 'audio' | 'image', size: number, type: string) => {
  const answer = await h.uploads('start', { title: 'Raced', files: [{ field, size, type }] });
  return (answer.body as SignAnswer).uploads[0]!;
};
const mediaPictures = async () =>
  (await serverDeps().storage.list('media/')).filter((o) => o.key.endsWith('.png'));

beforeAll(async () => {
  if (s3) h = await startPodcastHarness(await s3Env(s3, 'podcast-race'));
});
afterAll(() => h?.close());

describe.skipIf(!s3)(`uploads publish the checked bytes${s3 ? '' : ` (${S3_SKIP_REASON})`}`, () => {
  test('a URL signs the declared length: a PUT of another length is refused', async () => {
    const image = await picture('png', 1400);
    const upload = (await sign('image', image.length, 'image/png')) as SignedUploadAnswer;
    const signed = new URL(upload.url).searchParams.get('X-Amz-SignedHeaders') ?? '';
    expect(signed.split(';')).toContain('content-length');
    const longer = Buffer.concat([image, Buffer.alloc(1024)]);
    expect((await put(upload.url, 'image/png', longer)).status).toBe(403);
    expect((await put(upload.url, 'image/png', image.subarray(0, 4096))).status).toBe(403);
    expect(await serverDeps().storage.list('staging/')).toEqual([]);
    expect((await put(upload.url, 'image/png', image)).status).toBe(200);
    await serverDeps().storage.delete((await serverDeps().storage.list('staging/'))[0]!.key);

    const audio = Buffer.concat([...mp3Stream(PART_BYTES + 1024)]);
    const parts = (await sign('audio', audio.length, 'audio/mpeg')) as PartUploadAnswer;
    const [first, second] = parts.parts;
    expect((await put(first!.url, 'audio/mpeg', audio.subarray(0, 1024))).status).toBe(403);
    expect((await put(second!.url, 'audio/mpeg', audio.subarray(0, PART_BYTES))).status).toBe(403);
    expect((await put(second!.url, 'audio/mpeg', audio.subarray(PART_BYTES))).status).toBe(200);
  });

  test('a second PUT raced against the check: the checked image or nothing is public', async () => {
    const audio = demoMp3(2);
    const sound = (await sign('audio', audio.length, 'audio/mpeg')) as PartUploadAnswer;
    expect(await putParts(sound, audio)).toBe(200);
    const created = await h.submit('POST', '/api/podcast', [
      ['title', 'Raced'],
      ['audioUpload', sound.token],
    ]);
    expect(created.status).toBe(201);
    const suffix = h.suffix((await h.episodes())[0]!);
    const good = await picture('png', 1400);
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const evil = Buffer.concat([html, Buffer.alloc(good.length - html.length, 32)]);
    for (const delay of [0, 2, 5, 10, 20, 40]) {
      const upload = (await sign('image', good.length, 'image/png')) as SignedUploadAnswer;
      expect((await put(upload.url, 'image/png', good)).status).toBe(200);
      const editing = h.submit('PUT', `/api/podcast/${suffix}`, [['imageUpload', upload.token]]);
      // the replacement lands at a different moment of the check each round
      await new Promise((resolve) => setTimeout(resolve, delay));
      expect((await put(upload.url, 'image/png', evil)).status).toBe(200);
      const answer = await editing;
      if (answer.status !== 200) expect([409, 415]).toContain(answer.status);
      // whatever the outcome, every public picture is the checked one, never the replacement
      for (const object of await mediaPictures()) {
        const bytes = await buffer((await serverDeps().storage.get(object.key)).body);
        expect(bytes.equals(good)).toBe(true);
      }
      // a PUT after the commit lands in staging only, which nobody reads
      for (const o of await serverDeps().storage.list('staging/'))
        await serverDeps().storage.delete(o.key);
    }
  });
});
