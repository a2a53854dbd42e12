import { describe, expect, test } from 'vitest';
import {
  audioLength,
  backfillQuestion,
  backfillWords,
  canRetry,
  isBusy,
  jobStateWords,
  monthWords,
  shownJobs,
} from '../../../../src/features/transcripts/shared/transcription-status.ts';
import type {
  TranscriptionAdminInfo as TranscriptionStatus,
  TranscriptionJobInfo as TranscriptionJob,
} from '../../../../src/features/transcripts/shared/types.ts';

const job = (state: TranscriptionJob['state']): TranscriptionJob => ({
  suffix: 'a.mp3',
  title: 'A',
  state,
  message: '',
  startedAt: '2026-11-27T06:00:00Z',
  updatedAt: '2026-11-27T06:01:00Z',
  awaitingReview: false,
  heldUntil: null,
  retryable: state === 'failed' || state === 'timed-out',
});
const status = (jobs: TranscriptionJob[], run?: 'running' | 'stopped'): TranscriptionStatus => ({
  enabled: true,
  howToEnable: null,
  jobs,
  backfill: run
    ? { state: run, total: 3, done: 1, failed: 1, inFlight: 1, held: 0, waiting: 0 }
    : null,
  month: null,
});

describe('the transcription panel', () => {
  test('keeps asking only while a job is queued or running or the archive runs', () => {
    expect(isBusy(null)).toBe(false);
    expect(isBusy(status([job('completed'), job('failed'), job('timed-out')]))).toBe(false);
    expect(isBusy(status([job('completed'), job('queued')]))).toBe(true);
    expect(isBusy(status([job('in-progress')]))).toBe(true);
    expect(isBusy(status([], 'running'))).toBe(true);
    expect(isBusy(status([], 'stopped'))).toBe(false);
    expect(isBusy({ ...status([job('queued')]), enabled: false })).toBe(false);
  });

  test('does not keep asking for a job held by the monthly ceiling', () => {
    const held = { ...job('queued'), heldUntil: '2026-12-01T00:00:00.000Z' };
    expect(isBusy(status([held]))).toBe(false);
    expect(jobStateWords(held)).toBe('Held until Dec 1, 2026');
    expect(jobStateWords(job('queued'))).toBe('Waiting to start');
  });

  test('says the month’s use against the ceiling', () => {
    expect(monthWords({ month: '2026-11', usedMinutes: 1234, ceilingMinutes: 1500 })).toBe(
      'This month: 1,234 of 1,500 minutes of audio sent to Amazon Transcribe (the monthly ceiling).',
    );
  });

  test('lists every unfinished job and only the latest five attached ones', () => {
    const jobs = [
      ...Array.from({ length: 7 }, () => job('completed')),
      job('failed'),
      job('queued'),
      job('completed'),
    ];
    expect(shownJobs(jobs).map((j) => j.state)).toEqual([
      ...Array<string>(5).fill('completed'),
      'failed',
      'queued',
    ]);
  });

  test('offers a retry where the server says the job may start again, and nowhere else', () => {
    expect(
      ['queued', 'in-progress', 'completed', 'failed', 'timed-out'].map((s) =>
        canRetry(job(s as TranscriptionJob['state'])),
      ),
    ).toEqual([false, false, false, true, true]);
    // a transcript that ran past its audio failed, and is not sent again
    expect(canRetry({ ...job('failed'), retryable: false })).toBe(false);
  });

  test('says what the archive would take and how far it is', () => {
    expect(audioLength(40 * 60)).toBe('40 minutes');
    expect(audioLength(3600)).toBe('1 hour');
    expect(audioLength(45_000)).toBe('12.5 hours');
    const month = { month: '2026-11', usedMinutes: 100, ceilingMinutes: 1500 };
    const estimate = { sermons: 20, seconds: 48_000, estimatedCostUsd: 19.2, month };
    expect(backfillQuestion(estimate)).toBe(
      '20 sermons without a transcript, 13.3 hours of audio. Amazon Transcribe will cost about $19.20. Start?',
    );
    // 800 minutes, 300 left this month: the rest over the next month
    const full = { ...month, usedMinutes: 1200 };
    expect(backfillQuestion({ ...estimate, month: full })).toMatch(
      /\$19\.20\. This month has 300 of its 1500 minutes left \(the monthly ceiling\), so the rest starts over the next month\. Start\?$/,
    );
    const small = { ...month, usedMinutes: 0, ceilingMinutes: 200 };
    expect(backfillQuestion({ ...estimate, month: small })).toMatch(/over the next 3 months\./);
    expect(backfillWords(status([], 'running').backfill!)).toBe(
      'Transcribing the archive: 1 of 3 transcribed, 1 in progress, 1 failed.',
    );
    expect(backfillWords(status([], 'stopped').backfill!)).toMatch(/^Stopped: 1 of 3/);
    const waitingMonth = { ...status([], 'running').backfill!, inFlight: 3, held: 2 };
    expect(backfillWords(waitingMonth)).toBe(
      'Transcribing the archive: 1 of 3 transcribed, 1 in progress, 2 held by the monthly ceiling, 1 failed.',
    );
  });
});
