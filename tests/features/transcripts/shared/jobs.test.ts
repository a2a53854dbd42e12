import { describe, expect, test } from 'vitest';
import {
  askFor,
  isRetryable,
  costUsd,
  hasTimedOut,
  JOB_TIMEOUT_HOURS,
  retryDelayMs,
  stateOf,
  type JobRecord,
} from '../../../../src/features/transcripts/shared/jobs.ts';
import {
  jobName,
  MAX_JOB_NAME_LENGTH,
} from '../../../../src/features/transcripts/shared/job-name.ts';
import { speakerName, withSpeakers } from '../../../../src/features/transcripts/shared/speakers.ts';

/** Transcribe's rule for a job's name (its API reference, StartTranscriptionJob). */
const JOB_NAME_PATTERN = /^[0-9a-zA-Z._-]+$/;

describe('job names', () => {
  const at = new Date('2026-11-27T06:30:01.123Z');

  test('match Transcribe’s pattern and length, whatever the suffix', () => {
    for (const suffix of ['2026/a-sermon.mp3', 'ünïcode/ säme.mp3', '../x', 'x'.repeat(500), '']) {
      const name = jobName(suffix, at, 'ab12');
      expect(name).toMatch(JOB_NAME_PATTERN);
      expect(name.length).toBeLessThanOrEqual(MAX_JOB_NAME_LENGTH);
    }
    expect(jobName('2026/a-sermon.mp3', at, 'ab12')).toBe(
      'dcc-2026-a-sermon-20261127T063001Z-ab12',
    );
  });

  test('differ between tries of the same sermon', () => {
    expect(jobName('a.mp3', at, 'x1')).not.toBe(jobName('a.mp3', at, 'x2'));
  });
});

describe('job rules', () => {
  test('Transcribe’s statuses', () => {
    expect(['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', undefined].map(stateOf)).toEqual([
      'queued',
      'in-progress',
      'completed',
      'failed',
      'queued',
    ]);
  });

  test('back off from 30 seconds to at most 30 minutes', () => {
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_800_000]);
  });

  test('give up an open job after the stated time, never a finished one', () => {
    const startedAt = '2026-11-27T00:00:00Z';
    const later = Date.parse(startedAt) + JOB_TIMEOUT_HOURS * 3_600_000 + 1;
    expect(hasTimedOut({ state: 'in-progress', startedAt }, later)).toBe(true);
    expect(hasTimedOut({ state: 'queued', startedAt }, later - 2)).toBe(false);
    expect(hasTimedOut({ state: 'completed', startedAt }, later)).toBe(false);
  });

  test('a 40-minute sermon costs about a dollar', () => {
    expect(costUsd(40 * 60)).toBe(0.96);
  });
});

describe('speakers', () => {
  const segments = [
    { speaker_label: 'spk_0', start_time: '0.0', end_time: '5.0' },
    { speaker_label: 'spk_1', start_time: '5.0', end_time: '9.0' },
  ];

  test('each cue takes who talks longest in it, and a cue with a voice keeps it', () => {
    const cues = [
      { start: 0, end: 4, text: 'a' },
      { start: 4.5, end: 8, text: 'b' },
      { start: 8, end: 9, text: 'c', voice: 'Pastor Amy' },
      { start: 20, end: 21, text: 'd' },
    ];
    expect(withSpeakers(cues, segments).map((c) => c.voice)).toEqual([
      'Speaker 1',
      'Speaker 2',
      'Pastor Amy',
      undefined,
    ]);
    expect(speakerName('spk_9')).toBe('Speaker 10');
  });
});

describe('askFor: one open job per sermon', () => {
  const job = (state: JobRecord['state'], started: boolean) =>
    ({ state, started, audioUrl: '/a.mp3' }) as JobRecord;
  const overran = { ...job('failed', true), overran: true };
  test.each([
    ['no record', null, '/a.mp3', {}, 'replace'],
    ['a retry of a running job', job('in-progress', true), '/a.mp3', { retry: true }, 'refuse'],
    ['a retry of a finished job', job('completed', true), '/a.mp3', { retry: true }, 'refuse'],
    ['a retry of a failed job', job('failed', true), '/a.mp3', { retry: true }, 'replace'],
    ['a retry of a timed-out job', job('timed-out', true), '/a.mp3', { retry: true }, 'replace'],
    ['a started job, same audio, again', job('queued', true), '/a.mp3', { again: true }, 'keep'],
    ['a started job, new audio', job('in-progress', true), '/b.mp3', { again: true }, 'follow'],
    ['an unstarted job, same audio', job('queued', false), '/a.mp3', {}, 'keep'],
    ['an unstarted job, again', job('queued', false), '/a.mp3', { again: true }, 'replace'],
    ['an unstarted job, new audio', job('queued', false), '/b.mp3', {}, 'replace'],
    ['a finished job, same audio (a backfill)', job('completed', true), '/a.mp3', {}, 'keep'],
    ['a finished job, new audio', job('completed', true), '/b.mp3', { again: true }, 'replace'],
    ['a failed job, same audio', job('failed', true), '/a.mp3', {}, 'replace'],
    ['a job that overran, same audio', overran, '/a.mp3', {}, 'keep'],
    ['a retry of a job that overran', overran, '/a.mp3', { retry: true }, 'refuse'],
    ['a job that overran, new audio', overran, '/b.mp3', { again: true }, 'replace'],
  ] as const)('%s', (_, current, url, options, expected) => {
    expect(askFor(current, url, options)).toBe(expected);
  });

  test('a job whose transcript ran past its audio is not retryable; other failures are', () => {
    expect(isRetryable(job('failed', true))).toBe(true);
    expect(isRetryable(overran)).toBe(false);
    expect(isRetryable(job('completed', true))).toBe(false);
  });
});
