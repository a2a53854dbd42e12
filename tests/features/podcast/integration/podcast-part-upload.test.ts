/**
 * Sermon audio in parts (uploads that survive a bad connection), on the real radosgw: the audio
 * is signed as a part upload, half its parts arrive, publishing then is refused with the
 * feed as it was, a reloaded page learns from ListParts which parts S3 holds and gets URLs for
 * the rest, and the published object is the file byte for byte. Cancel drops the upload.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type {
  PartUploadAnswer,
  ResumeAnswer,
  SignAnswer,
} from '../../../../src/features/podcast/shared/types.ts';
import { PART_BYTES } from '../../../../src/features/podcast/shared/upload-parts.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { keyForUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { putParts } from '../../../helpers/part-upload.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import {
  startPodcastHarness,
  s3Env,
  type PodcastHarness,
} from '../../../helpers/podcast-client.ts';
import { mp3Stream } from '../../../helpers/podcast-fixtures.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';

const s3 = inject('s3');
const skipped = s3 ? '' : ` (${S3_SKIP_REASON})`;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let h: PodcastHarness;
beforeAll(async () => {
  if (!s3) return;
  h = await startPodcastHarness(await s3Env(s3, 'podcast-part-upload'));
});
afterAll(() => h?.close());

describe.skipIf(!s3)(`audio uploads in parts: publish and resume${skipped}`, () => {
  test('half the parts, a refused publish, a resume from ListParts, then the file byte for byte', async () => {
    const audio = Buffer.concat([...mp3Stream(2 * PART_BYTES + 3 * 1024 * 1024)]);
    const signed = await h.uploads('start', {
      title: 'Parts Sermon',
      files: [{ field: 'audio', size: audio.length, type: 'audio/mpeg' }],
    });
    expect(signed.status).toBe(200);
    const upload = (signed.body as SignAnswer).uploads[0] as PartUploadAnswer;
    expect(upload.method).toBe('MULTIPART');
    expect(upload.parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);

    // the connection drops after part 2 arrives
    expect(await putParts(upload, audio, (n) => n === 2)).toBe(200);
    const publishEarly = () =>
      h.submit('POST', '/api/podcast', [
        ['title', 'Parts Sermon'],
        ['audioUpload', upload.token],
      ]);
    const early = await publishEarly();
    expect(early.status).toBe(400);
    expect(early.message).toMatch(/not finished \(1 of 3 parts arrived\)/);
    // nothing joined, nothing published; and a second try changes nothing stored
    expect(await h.episodes()).toEqual([]);
    expect(
      (await serverDeps().storage.list('media/')).filter((o) => o.key.endsWith('.mp3')),
    ).toEqual([]);
    const before = await h.snapshot();
    expect((await publishEarly()).status).toBe(400);
    expect(await h.snapshot()).toBe(before);

    // a reload: S3 says which parts it holds, fresh URLs for the rest
    const resumed = await h.uploads('resume', { token: upload.token });
    expect(resumed.status).toBe(200);
    const answer = resumed.body as ResumeAnswer;
    expect(answer.done).toEqual([2]);
    expect(answer.parts.map((p) => p.partNumber)).toEqual([1, 3]);
    expect(await putParts(answer, audio)).toBe(200);

    const created = await h.submit('POST', '/api/podcast', [
      ['title', 'Parts Sermon'],
      ['audioUpload', upload.token],
    ]);
    expect(created).toEqual({ status: 201, message: '"Parts Sermon" was published.' });
    const [episode] = await h.episodes();
    const key = keyForUrl(config(), episode!.enclosure.url)!;
    const object = await serverDeps().storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    expect(sha(Buffer.concat(chunks))).toBe(sha(audio));
  });
});

describe.skipIf(!s3)(`audio uploads in parts: cancel and tokens${skipped}`, () => {
  test('Cancel drops the upload: resuming it then answers 410', async () => {
    const audio = Buffer.concat([...mp3Stream(PART_BYTES + 1024)]);
    const signed = await h.uploads('start', {
      title: 'Cancelled Sermon',
      files: [{ field: 'audio', size: audio.length, type: 'audio/mpeg' }],
    });
    const upload = (signed.body as SignAnswer).uploads[0] as PartUploadAnswer;
    expect(await putParts(upload, audio, (n) => n === 1)).toBe(200);
    expect((await h.uploads('abort', { token: upload.token })).status).toBe(204);
    const gone = await h.uploads('resume', { token: upload.token });
    expect(gone.status).toBe(410);
    expect((gone.body as { message: string }).message).toMatch(/no longer on the server/);
  });

  test('a forged or malformed token is refused with 400', async () => {
    expect((await h.uploads('resume', { token: 'not-a-token' })).status).toBe(400);
    expect((await h.uploads('abort', { token: 42 })).status).toBe(400);
  });
});
