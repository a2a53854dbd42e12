/**
 * A second backfill does not pay twice (docs/security.md, "Where each rule is enforced"): with
 * TRANSCRIPTS_REVIEW_FIRST, a sermon whose machine transcript awaits review counts as
 * transcribed, so the estimate leaves it out and the next backfill starts nothing for it.
 * Transcribe stand-in, Ceph.
 */
import { describe, expect, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { jobKey } from '../../../../src/features/transcripts/server/job-store.ts';
import type { BackfillEstimate } from '../../../../src/features/transcripts/shared/types.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { transcribeSuite, transcriptionHelpers } from './transcription.ts';

const { s3, parts } = transcribeSuite('review-backfill', { TRANSCRIPTS_REVIEW_FIRST: 'true' });
const { publish, suffixOf, job, poll, admin, shownEstimate } = transcriptionHelpers(() => parts.h);
const ARCHIVE = ['Archive One', 'Archive Two'];
const estimate = async () =>
  (await (await admin('/api/transcription/backfill')).json()) as BackfillEstimate;

describe.skipIf(!s3)(
  `a second backfill with review first (${s3 ? 'Ceph' : S3_SKIP_REASON})`,
  () => {
    test('skips the sermons whose transcripts await review: nothing is paid for twice', async () => {
      for (const title of ARCHIVE) {
        expect((await publish(title, 3)).status).toBe(201);
        await poll();
        // the archive was published before transcripts were on: no job
        await serverDeps().storage.delete(jobKey(await suffixOf(title)));
      }
      const sent = parts.standIn.jobs.size;
      expect(await estimate()).toMatchObject({ sermons: 2 });
      expect(
        (await admin('/api/transcription/backfill', 'POST', await shownEstimate())).status,
      ).toBe(202);
      await poll();
      for (const title of ARCHIVE)
        expect(await job(title)).toMatchObject({ state: 'completed', awaitingReview: true });
      expect(parts.standIn.jobs.size).toBe(sent + 2);
      expect(await estimate()).toMatchObject({ sermons: 0, seconds: 0 });
      const second = await admin('/api/transcription/backfill', 'POST', await shownEstimate());
      expect(second.status).toBe(202);
      expect(((await second.json()) as { message: string }).message).toMatch(/Every sermon has/);
      await poll();
      expect(parts.standIn.jobs.size).toBe(sent + 2);
      for (const title of ARCHIVE)
        expect(await job(title)).toMatchObject({ state: 'completed', awaitingReview: true });
    });
  },
);
