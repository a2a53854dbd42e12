/** The job record's schema (src/features/transcripts/server/job-store.ts, JOB_SCHEMA). */
import { describe, expect, test } from 'vitest';
import { JOB_SCHEMA } from '../../../../src/features/transcripts/server/job-store.ts';
import type { JobRecord } from '../../../../src/features/transcripts/shared/jobs.ts';
import { jsonRecord } from '../../../../src/platform/server/storage/record-format.ts';

const JOB = jsonRecord<JobRecord>(JOB_SCHEMA);
const audio = {
  title: 'Grace',
  audioUrl: 'https://x/a.mp3',
  audioKey: 'media/a.mp3',
  duration: 60,
};
const job: JobRecord = {
  suffix: 'grace',
  ...audio,
  jobName: 'dcc-grace-1',
  state: 'queued',
  message: 'Queued',
  started: true,
  attempts: 0,
  startedAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

describe('JOB_SCHEMA', () => {
  test('reads back a job as written, its optional fields only when there', () => {
    expect(JOB.parse(JOB.serialize(job))).toEqual(job);
    const full = { ...job, retryAt: 'x', backfill: true, awaitingReview: false, heldUntil: 'y' };
    const next = { ...full, next: { ...audio, title: 'Next' } };
    expect(JOB.parse(JOB.serialize(next))).toEqual(next);
  });

  test('refuses a record with a wrong state or a wrong field of its next audio', () => {
    expect(() => JOB.parse(JSON.stringify({ ...job, state: 'lost' }))).toThrow(
      /^state: must be one of queued, /,
    );
    const next = { ...job, next: { ...audio, duration: '60' } };
    expect(() => JOB.parse(JSON.stringify(next))).toThrow('next.duration: must be a number.');
  });
});
