/**
 * An Amazon Transcribe stand-in for the transcription services' unit tests: it keeps the jobs it
 * was asked to start, answers each job's status from `statuses`, and refuses a start with the
 * error queued in `refusals`. The glossary's vocabulary is READY once it was put. transcribeOn
 * makes a config with transcription on.
 */
import {
  TranscribeError,
  type JobStatus,
  type StartJob,
  type Transcriber,
  type VocabularyStatus,
} from '../../../../src/features/transcripts/server/client.ts';
import type { Config } from '../../../../src/platform/server/config/types.ts';

export interface FakeTranscriber extends Transcriber {
  started: StartJob[];
  statuses: Map<string, JobStatus>;
  /** Errors the next starts throw, first first. */
  refusals: Error[];
  vocabulary: VocabularyStatus | null;
}

/** A new stand-in with no jobs. */
export function fakeTranscriber(): FakeTranscriber {
  const fake: FakeTranscriber = {
    started: [],
    statuses: new Map(),
    refusals: [],
    vocabulary: null,
    start(job) {
      const refusal = fake.refusals.shift();
      if (refusal) return Promise.reject(refusal);
      fake.started.push(job);
      fake.statuses.set(job.jobName, { status: 'QUEUED' });
      return Promise.resolve();
    },
    get(jobName) {
      const status = fake.statuses.get(jobName);
      if (!status) return Promise.reject(new TranscribeError('BadRequestException', 'no job'));
      return Promise.resolve(status);
    },
    listJobs: () => Promise.resolve(fake.started.length),
    getVocabulary: () => Promise.resolve(fake.vocabulary),
    putVocabulary() {
      fake.vocabulary = { state: 'READY' };
      return Promise.resolve();
    },
  };
  return fake;
}

/** The config with transcription on (a bucket of no account), as `settings` set it. */
export function transcribeOn(
  cfg: Config,
  settings: { reviewFirst?: boolean; monthlyMinutes?: number } = {},
): Config {
  return {
    ...cfg,
    transcribe: {
      enabled: true,
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      reviewFirst: settings.reviewFirst ?? false,
      monthlyMinutes: settings.monthlyMinutes ?? 1_500,
    },
  };
}
