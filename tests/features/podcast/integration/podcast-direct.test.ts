/**
 * Direct uploads (production's path past Netlify's 6 MB limit): the browser PUTs files to S3
 * through presigned URLs, then the function checks the stored objects and commits the episode.
 * Runs on the real radosgw; on file storage the signing endpoint says to send files inline.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { SignAnswer } from '../../../../src/features/podcast/shared/types.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { keyForUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import {
  startPodcastHarness,
  s3Env,
  type PodcastHarness,
} from '../../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { MODE } from '../../../helpers/target.ts';
import { putParts } from '../../../helpers/part-upload.ts';

const s3 = inject('s3');

async function sign(
  h: PodcastHarness,
  files: SignAnswer['uploads'][number]['field'][],
  sizes: number[],
  types: string[],
) {
  const { status, body } = await h.uploads('start', {
    title: 'Direct Sermon',
    files: files.map((field, i) => ({ field, size: sizes[i], type: types[i] })),
  });
  return { status, body: body as SignAnswer & { message?: string } };
}

/** PUTs the file as the browser would: in one request, or part by part (the audio). */
async function put(upload: SignAnswer['uploads'][number], body: Buffer): Promise<number> {
  if (upload.method === 'MULTIPART') return putParts(upload, body);
  const response = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: new Uint8Array(body),
  });
  return response.status;
}

describe.skipIf(!s3)(`direct uploads to S3${s3 ? '' : ` (${S3_SKIP_REASON})`}`, () => {
  let h: PodcastHarness;
  beforeAll(async () => {
    h = await startPodcastHarness(await s3Env(s3!, 'podcast-direct'));
  });
  afterAll(() => h?.close());

  test('signs, receives the PUTs, checks the objects and commits the episode', async () => {
    const audio = demoMp3(4);
    const image = await picture('jpeg', 1400);
    const signed = await sign(
      h,
      ['audio', 'image'],
      [audio.length, image.length],
      ['audio/mpeg', 'image/jpeg'],
    );
    expect(signed.status).toBe(200);
    expect(signed.body.direct).toBe(true);
    const [audioUpload, imageUpload] = signed.body.uploads;
    expect(await put(audioUpload!, audio)).toBe(200);
    expect(await put(imageUpload!, image)).toBe(200);
    const created = await h.submit('POST', '/api/podcast', [
      ['title', 'Direct Sermon'],
      ['audioUpload', audioUpload!.token],
      ['imageUpload', imageUpload!.token],
    ]);
    expect(created).toEqual({ status: 201, message: '"Direct Sermon" was published.' });
    const [episode] = await h.episodes();
    expect(episode).toMatchObject({
      title: 'Direct Sermon',
      duration: 4,
      enclosure: { length: audio.length, type: 'audio/mpeg' },
    });
    expect(episode!.image).toMatch(/-direct-sermon\.jpg$/);

    // the same token again must not take over (or delete) the episode's audio
    const replay = await h.submit('POST', '/api/podcast', [
      ['title', 'Replay'],
      ['audioUpload', audioUpload!.token],
    ]);
    expect(replay.status).toBe(400);
    expect(
      await serverDeps().storage.head(keyForUrl(config(), episode!.enclosure.url)!),
    ).not.toBeNull();
  });

  test('a PNG put as the audio is refused with 415 and deleted', async () => {
    const before = await h.snapshot();
    const png = await picture('png', 1400);
    const signed = await sign(h, ['audio'], [png.length], ['audio/mpeg']);
    const [upload] = signed.body.uploads;
    expect(await put(upload!, png)).toBe(200);
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Fake'],
      ['audioUpload', upload!.token],
    ]);
    expect(answer.status).toBe(415);
    expect(answer.message).toMatch(/MP3/);
    expect(await h.snapshot()).toBe(before);
  });

  test('refuses to sign a type other than MP3 audio or a PNG/JPEG picture: 415', async () => {
    expect((await sign(h, ['audio'], [1000], ['video/mp4'])).status).toBe(415);
    expect((await sign(h, ['image'], [1000], ['image/gif'])).status).toBe(415);
  });

  test('refuses to sign a file over the size limit: 413', async () => {
    expect((await sign(h, ['audio'], [2 ** 31], ['audio/mpeg'])).status).toBe(413);
  });

  test('refuses a forged upload token with 400 and says why', async () => {
    const forged = await h.submit('POST', '/api/podcast', [
      ['title', 'Forged'],
      ['audioUpload', 'eyJhbGciOiJIUzI1NiJ9.eyJrZXkiOiJwb2RjYXN0L2ZlZWQueG1sIn0.x'],
    ]);
    expect(forged.status).toBe(400);
    expect(forged.message).toMatch(/upload token is not valid/);
  });
});

// in production mode every server of the suite stores in S3
describe.skipIf(MODE === 'production')('direct uploads on file storage', () => {
  let h: PodcastHarness;
  beforeAll(async () => {
    h = await startPodcastHarness();
  });
  afterAll(() => h?.close());

  test('the signing endpoint says to send the files in the form', async () => {
    const signed = await sign(h, ['audio'], [1000], ['audio/mpeg']);
    expect(signed).toEqual({ status: 200, body: { direct: false, uploads: [] } });
  });
});
