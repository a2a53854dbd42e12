/**
 * The Transcriber: the few Amazon Transcribe calls the site makes (docs/architecture.md section
 * 13), through the official client, bundled (storage/vendor/aws-transcribe.mjs) and imported on
 * first use so functions that never transcribe never load it. The SDK's own retries (standard
 * mode) back off from throttling first; what still fails reaches the caller as a
 * TranscribeError saying whether it is worth trying again later.
 */
import type { TranscribeConfig } from '../../../platform/server/config/types.ts';

type Enabled = Extract<TranscribeConfig, { enabled: true }>;

/** What StartTranscriptionJob is asked (names as in Transcribe's API). */
export interface StartJob {
  jobName: string;
  /** The audio's key in the bucket. */
  audioKey: string;
  /** Where the JSON transcript is written; the VTT beside it. */
  outputKey: string;
  vocabularyName: string | null;
}

/** A job as GetTranscriptionJob tells it. */
export interface JobStatus {
  status: 'QUEUED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  failureReason?: string;
}

/** A custom vocabulary as GetVocabulary tells it; null when there is none. */
export interface VocabularyStatus {
  state: 'PENDING' | 'READY' | 'FAILED';
  failureReason?: string;
}

export interface Transcriber {
  start(job: StartJob): Promise<void>;
  get(jobName: string): Promise<JobStatus>;
  /** A harmless call that proves the credentials may read jobs (doctor). */
  listJobs(): Promise<number>;
  getVocabulary(name: string): Promise<VocabularyStatus | null>;
  /** Creates the vocabulary, or updates it when it exists. */
  putVocabulary(name: string, phrases: string[], exists: boolean): Promise<void>;
}

/** Errors Transcribe asks callers to retry with backoff (REFERENCE, Amazon Transcribe). */
export const RETRYABLE = [
  'ThrottlingException',
  'LimitExceededException',
  'InternalFailureException',
];

/** A Transcribe call that failed; `retryable` when trying again later may succeed. */
export class TranscribeError extends Error {
  override name = 'TranscribeError';
  readonly code: string;
  readonly retryable: boolean;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.retryable = RETRYABLE.includes(code);
  }
}

/** How many speakers a job tells apart: a preacher, a reader, a few voices more. */
export const MAX_SPEAKERS = 4;

const sdk = () => import('../../../platform/server/storage/vendor/aws-transcribe.mjs');
type Sdk = Awaited<ReturnType<typeof sdk>>;

/** Any SDK failure as a TranscribeError (its name is the service's error code). */
function wrap(error: unknown): TranscribeError {
  if (error instanceof TranscribeError) return error;
  const code = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return new TranscribeError(code, `Amazon Transcribe answered ${code}: ${message}`);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw wrap(error);
  }
}

function startInput(cfg: Enabled, job: StartJob) {
  return {
    TranscriptionJobName: job.jobName,
    LanguageCode: 'en-US' as const,
    MediaFormat: 'mp3' as const,
    Media: { MediaFileUri: `s3://${cfg.bucket}/${job.audioKey}` },
    OutputBucketName: cfg.bucket,
    OutputKey: job.outputKey,
    Subtitles: { Formats: ['vtt' as const], OutputStartIndex: 1 },
    Settings: {
      ShowSpeakerLabels: true,
      MaxSpeakerLabels: MAX_SPEAKERS,
      ...(job.vocabularyName ? { VocabularyName: job.vocabularyName } : {}),
    },
  };
}

/** The Transcriber for the configured account (or stand-in, or demo emulator). */
export function createTranscriber(cfg: Enabled): Transcriber {
  let loaded: Promise<{ api: Sdk; client: InstanceType<Sdk['TranscribeClient']> }> | undefined;
  const client = () => {
    loaded ??= sdk().then((api) => ({
      api,
      client: new api.TranscribeClient({
        region: cfg.region,
        maxAttempts: 3,
        ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
        ...(cfg.credentials ? { credentials: cfg.credentials } : {}),
      }),
    }));
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  return {
    start: (job) =>
      call(async () => {
        const { api, client: c } = await client();
        await c.send(new api.StartTranscriptionJobCommand(startInput(cfg, job)));
      }),
    get: (jobName) =>
      call(async () => {
        const { api, client: c } = await client();
        const out = await c.send(
          new api.GetTranscriptionJobCommand({ TranscriptionJobName: jobName }),
        );
        const job = out.TranscriptionJob;
        const status = job?.TranscriptionJobStatus ?? 'QUEUED';
        return job?.FailureReason ? { status, failureReason: job.FailureReason } : { status };
      }),
    listJobs: () =>
      call(async () => {
        const { api, client: c } = await client();
        const out = await c.send(new api.ListTranscriptionJobsCommand({ MaxResults: 5 }));
        return out.TranscriptionJobSummaries?.length ?? 0;
      }),
    getVocabulary: (name) =>
      call(async () => {
        const { api, client: c } = await client();
        try {
          const out = await c.send(new api.GetVocabularyCommand({ VocabularyName: name }));
          const state = out.VocabularyState ?? 'PENDING';
          return out.FailureReason ? { state, failureReason: out.FailureReason } : { state };
        } catch (error) {
          // Transcribe says a missing vocabulary is a BadRequestException ("…couldn't be found")
          if (
            error instanceof Error &&
            /not.?found|couldn.t be found|NotFound/i.test(`${error.name} ${error.message}`)
          )
            return null;
          throw error;
        }
      }),
    putVocabulary: (name, phrases, exists) =>
      call(async () => {
        const { api, client: c } = await client();
        const input = { VocabularyName: name, LanguageCode: 'en-US' as const, Phrases: phrases };
        await c.send(
          exists ? new api.UpdateVocabularyCommand(input) : new api.CreateVocabularyCommand(input),
        );
      }),
  };
}
