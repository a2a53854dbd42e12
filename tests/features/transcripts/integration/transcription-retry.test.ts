/**
 * Staff's retry starts paid work only for a failed or timed-out job, and the backfill only with
 * the estimate staff confirmed (docs/security.md, "Where each rule is enforced"): against the
 * Transcribe stand-in with Ceph as the bucket.
 */
import { describe, expect, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { transcribeSuite, transcriptionHelpers } from './transcription.ts';

const { s3, parts } = transcribeSuite('transcribe-retry');

const { publish, suffixOf, poll, admin, shownEstimate } = transcriptionHelpers(() => parts.h);

describe.skipIf(!s3)(`staff retries (${s3 ? 'Ceph' : S3_SKIP_REASON})`, () => {
  test('a retry of a job that has not failed is refused and starts nothing', async () => {
    await publish('Done Already', 2);
    await poll(); // attaches it: completed
    await publish('Still Running', 3);
    const storage = serverDeps().storage;
    for (const title of ['Still Running', 'Done Already']) {
      const suffix = await suffixOf(title);
      const before = await readJob(storage, suffix); // its ETag too: the bytes are unchanged
      const jobs = parts.standIn.jobs.size;
      const refused = await admin(`/api/transcription/jobs/${suffix}`, 'POST');
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toMatch(/has not failed/);
      expect(parts.standIn.jobs.size).toBe(jobs);
      expect(await readJob(storage, suffix)).toEqual(before);
    }
    expect((await readJob(storage, await suffixOf('Done Already')))?.job.state).toBe('completed');
  });

  test('the backfill starts only with the estimate as it stands; else 409 and nothing', async () => {
    await publish('Never Transcribed', 2);
    const shown = await shownEstimate();
    const storage = serverDeps().storage;
    const jobs = parts.standIn.jobs.size;
    for (const body of [undefined, { ...shown, minutes: shown.minutes + 1 }, { sermons: 'all' }]) {
      const refused = await admin('/api/transcription/backfill', 'POST', body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(await storage.head('transcription/backfill.json')).toBeNull();
    }
    expect(parts.standIn.jobs.size).toBe(jobs);
    expect((await admin('/api/transcription/backfill', 'POST', shown)).status).toBe(202);
    expect((await admin('/api/transcription/backfill', 'DELETE')).status).toBe(200);
  });
});
