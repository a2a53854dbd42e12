/**
 * The monthly ceiling counts the audio Amazon bills (docs/security.md, "Where each rule is
 * enforced"): an MP3 whose Xing header claims 1 second while its frames hold 6 minutes is refused
 * at upload, through the site and straight to S3; planted in storage, its job is reserved at its
 * true length and the month keeps what Transcribe processed; a transcript that runs past the
 * audio is not retried. Transcribe stand-in, Ceph.
 */
import { describe, expect, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import type { SignAnswer } from '../../../../src/features/podcast/shared/types.ts';
import { monthOf } from '../../../../src/features/transcripts/server/usage.ts';
import type { TranscriptionAdminInfo } from '../../../../src/features/transcripts/shared/types.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import { putParts } from '../../../helpers/part-upload.ts';
import { hiddenLengthMp3 } from '../../../helpers/podcast-fixtures.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { transcribeSuite, transcriptionHelpers } from './transcription.ts';

const { s3, parts } = transcribeSuite('transcribe-measured');
const { publish, suffixOf, job, poll, admin } = transcriptionHelpers(() => parts.h);

const CRAFTED = hiddenLengthMp3(360, 1);
const REFUSED = /says it is 0:01 long, but its sound runs 6:00/;
/** What the stand-in hears: a cue every 30 seconds until `end`. */
const heardUntil = (end: number) =>
  Array.from({ length: end / 30 }, (_, i) => ({
    start: i * 30,
    end: (i + 1) * 30,
    text: `Grace and peace, part ${i + 1}.`,
  }));
const info = async () =>
  (await (await admin('/api/transcription')).json()) as TranscriptionAdminInfo;
/** This month's usage record, as stored. */
const usage = async () =>
  JSON.parse(
    (await readText(serverDeps().storage, `transcription/usage/${monthOf(Date.now())}.json`)).text,
  ) as { started: { jobName: string; seconds: number; processed?: number }[] };

describe.skipIf(!s3)(`audio that hides its length (${s3 ? 'Ceph' : S3_SKIP_REASON})`, () => {
  test('is refused when sent through the site, naming both lengths, and nothing is kept', async () => {
    const before = await parts.h.snapshot();
    const answer = await parts.h.submit('POST', '/api/podcast', [
      ['title', 'Hidden Through The Site'],
      ['audio', CRAFTED, 'hidden.mp3'],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(REFUSED);
    expect(await parts.h.snapshot()).toBe(before);
    expect(parts.standIn.jobs.size).toBe(0);
  });

  test('is refused when put straight into S3 and committed, and nothing is published', async () => {
    const { body } = await parts.h.uploads('start', {
      title: 'Hidden Direct',
      files: [{ field: 'audio', size: CRAFTED.length, type: 'audio/mpeg' }],
    });
    const [upload] = (body as SignAnswer).uploads;
    if (upload?.method !== 'MULTIPART') throw new Error('audio goes straight to S3 in parts');
    expect(await putParts(upload, CRAFTED)).toBe(200);
    const answer = await parts.h.submit('POST', '/api/podcast', [
      ['title', 'Hidden Direct'],
      ['audioUpload', upload.token],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(REFUSED);
    expect(await parts.h.episodes()).toEqual([]);
    const media = await serverDeps().storage.list('media/');
    expect(media.filter((o) => o.key.endsWith('.mp3'))).toEqual([]);
    expect(parts.standIn.jobs.size).toBe(0);
  });

  test('planted in storage, is reserved at its true length; the month keeps what was processed', async () => {
    expect((await publish('Planted Later', 3)).status).toBe(201);
    const first = (await job('Planted Later'))!;
    parts.standIn.failing.add(first.audioKey);
    await poll();
    expect((await job('Planted Later'))!.state).toBe('failed');
    // someone with the bucket's keys replaces the audio; Transcribe will hear all 6 minutes
    await serverDeps().storage.put(first.audioKey, CRAFTED, { contentType: 'audio/mpeg' });
    parts.standIn.failing.delete(first.audioKey);
    parts.standIn.heard = heardUntil(360);
    const retried = await admin(
      `/api/transcription/jobs/${await suffixOf('Planted Later')}`,
      'POST',
    );
    expect(retried.status).toBe(202);
    const second = (await job('Planted Later'))!;
    expect(second).toMatchObject({ started: true, duration: 360, measured: true });
    expect((await usage()).started).toContainEqual({ jobName: second.jobName, seconds: 360 });
    await poll();
    expect((await job('Planted Later'))!.state).toBe('completed');
    expect((await usage()).started).toContainEqual({
      jobName: second.jobName,
      seconds: 360,
      processed: 360,
    });
    expect((await info()).month!.usedMinutes).toBe(7); // the first job's 7 seconds and these 6 minutes
  });

  test('a transcript that runs past the audio fails, is not retried, and the admin says why', async () => {
    parts.standIn.heard = heardUntil(360);
    expect((await publish('Longer Than It Says', 3)).status).toBe(201); // 7 s, measured at commit
    await poll();
    const listed = (await info()).jobs.find((j) => j.title === 'Longer Than It Says')!;
    expect(listed).toMatchObject({ state: 'failed', retryable: false });
    expect(listed.message).toMatch(/heard sound until 6:00, past the end of the audio \(0:07\)/);
    const retry = await admin(
      `/api/transcription/jobs/${await suffixOf('Longer Than It Says')}`,
      'POST',
    );
    expect(retry.status).toBe(409);
    expect(((await retry.json()) as { message: string }).message).toMatch(/not sent again/);
    expect((await info()).month!.usedMinutes).toBe(13);
  });
});
