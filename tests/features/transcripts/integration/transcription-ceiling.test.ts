/**
 * The monthly ceiling (TRANSCRIBE_MONTHLY_MINUTES; docs/security.md, "Where each rule is
 * enforced"): long sermons published past it are held, listed for staff with the reason and the
 * date they resume, and start when a new month's record is empty. Transcribe stand-in, Ceph.
 */
import { describe, expect, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { jobKey, readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { monthOf } from '../../../../src/features/transcripts/server/usage.ts';
import type { TranscriptionAdminInfo } from '../../../../src/features/transcripts/shared/types.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { transcribeSuite, transcriptionHelpers } from './transcription.ts';

const { s3, parts } = transcribeSuite('transcribe-ceiling', { TRANSCRIBE_MONTHLY_MINUTES: '2' });
const { suffixOf, poll, admin } = transcriptionHelpers(() => parts.h);

/** A sermon of `copies` × 7 seconds of audio (demo MP3 3 is constant-rate: copies join). */
const publishLong = (title: string, copies: number) =>
  parts.h.submit('POST', '/api/podcast', [
    ['title', title],
    ['audio', Buffer.concat(Array.from({ length: copies }, () => demoMp3(3))), 'long.mp3'],
  ]);
const info = async () =>
  (await (await admin('/api/transcription')).json()) as TranscriptionAdminInfo;
const listed = async (title: string) => (await info()).jobs.find((j) => j.title === title)!;
const NEXT_MONTH = /^\d{4}-\d{2}-01T00:00:00\.000Z$/;

describe.skipIf(!s3)(`the monthly ceiling (${s3 ? 'Ceph' : S3_SKIP_REASON})`, () => {
  test('a sermon that fits is sent and counted against the month', async () => {
    expect((await publishLong('Fits The Month', 13)).status).toBe(201); // 92 s of 120
    expect(parts.standIn.jobs.size).toBe(1);
    expect((await info()).month).toMatchObject({ usedMinutes: 2, ceilingMinutes: 2 });
  });

  test('a sermon past the ceiling is held, not sent, and staff see why and until when', async () => {
    expect((await publishLong('Past The Ceiling', 9)).status).toBe(201); // 64 s more
    await poll();
    expect(parts.standIn.jobs.size).toBe(1);
    const held = await listed('Past The Ceiling');
    expect(held.state).toBe('queued');
    expect(held.heldUntil).toMatch(NEXT_MONTH);
    expect(held.message).toMatch(/ceiling of 2 minutes .*starts by itself on/);
  });

  test('a sermon longer than the whole ceiling fails with the reason and is never sent', async () => {
    expect((await publishLong('Longer Than A Month', 18)).status).toBe(201); // 128 s
    const failed = await listed('Longer Than A Month');
    expect(failed.state).toBe('failed');
    expect(failed.message).toMatch(/more than the monthly ceiling of 2 minutes/);
    expect(parts.standIn.jobs.size).toBe(1);
  });

  test('in a new month the held sermon starts by itself on the scheduled round', async () => {
    const storage = serverDeps().storage;
    const suffix = await suffixOf('Past The Ceiling');
    // a new month: its usage record does not exist yet, and the hold's time has come
    await storage.delete(`transcription/usage/${monthOf(Date.now())}.json`);
    const record = (await readJob(storage, suffix))!.job;
    const past = '2020-01-01T00:00:00.000Z';
    await storage.put(
      jobKey(suffix),
      JSON.stringify({ ...record, retryAt: past, heldUntil: past }),
      {
        contentType: 'application/json',
      },
    );
    await poll();
    expect(parts.standIn.jobs.size).toBe(2);
    const started = (await readJob(storage, suffix))!.job;
    expect(started.started).toBe(true);
    expect(started.heldUntil).toBeUndefined();
  });
});
