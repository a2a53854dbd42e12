/**
 * The transcription section of the config (docs/architecture.md section 10): Amazon Transcribe
 * in the bucket's account and region once TRANSCRIBE_ENABLED=true (with S3 storage), the demo's
 * Transcribe emulator in demo mode, else off. TRANSCRIBE_ENDPOINT points the client at another
 * address, as S3_ENDPOINT does for storage (stand-ins in tests).
 */
import { DEMO_TRANSCRIBE_PATH } from './demo.ts';
import * as read from './env.ts';
import { ConfigError, text } from './env.ts';
import type { Attempt, Env, StorageConfig, TranscribeConfig } from './types.ts';

/** What the podcast admin page says while transcription is off (docs/operations.md, "Transcripts"). */
export const HOW_TO_ENABLE_TRANSCRIPTION =
  'Automatic transcripts are off. To turn them on, set TRANSCRIBE_ENABLED=true in the site’s environment variables (the bucket’s AWS credentials need the Transcribe permissions in docs/operations.md, “Transcripts”), run npm run setup-bucket to create the glossary’s vocabulary, and redeploy.';

/** The demo's credentials for its emulator, which checks requests are signed with them. */
export const DEMO_TRANSCRIBE_CREDENTIALS = { accessKeyId: 'demo', secretAccessKey: 'demo' };
/** The region the demo's client signs for. */
export const DEMO_TRANSCRIBE_REGION = 'us-east-1';
/** The demo's bucket name in media URIs (demo storage has no bucket of its own). */
export const DEMO_TRANSCRIBE_BUCKET = 'dcc-demo';

/** The monthly ceiling's default: 1,500 minutes, about $36 (docs/operations.md, "Transcripts"). */
export const MONTHLY_MINUTES = 1500;

const off = (): TranscribeConfig => ({ enabled: false, howToEnable: HOW_TO_ENABLE_TRANSCRIPTION });

/** Transcribe: the bucket's, once TRANSCRIBE_ENABLED=true; the emulator in demo mode; else off. */
export function transcribeConfig(
  env: Env,
  storage: StorageConfig,
  demoOrigin: string | null,
  attempt: Attempt,
): TranscribeConfig {
  const enabled = attempt(() => read.bool(env, 'TRANSCRIBE_ENABLED', false), false);
  const endpoint = text(env, 'TRANSCRIBE_ENDPOINT');
  const reviewFirst = attempt(() => read.bool(env, 'TRANSCRIPTS_REVIEW_FIRST', false), false);
  const monthlyMinutes = attempt(
    () => read.count(env, 'TRANSCRIBE_MONTHLY_MINUTES', MONTHLY_MINUTES),
    MONTHLY_MINUTES,
  );
  if (!enabled) {
    if (endpoint && !demoOrigin)
      attempt(() => {
        throw new ConfigError(
          'TRANSCRIBE_ENABLED=true is required when TRANSCRIBE_ENDPOINT is set',
        );
      }, null);
    if (!demoOrigin) return off();
    return {
      enabled: true,
      bucket: DEMO_TRANSCRIBE_BUCKET,
      region: DEMO_TRANSCRIBE_REGION,
      endpoint: `${demoOrigin}${DEMO_TRANSCRIBE_PATH}`,
      credentials: DEMO_TRANSCRIBE_CREDENTIALS,
      reviewFirst,
      monthlyMinutes,
    };
  }
  if (storage.kind !== 's3') {
    attempt(() => {
      throw new ConfigError(
        'TRANSCRIBE_ENABLED=true needs S3 storage (S3_BUCKET): Amazon Transcribe reads the audio from the bucket and writes its transcript there',
      );
    }, null);
    return off();
  }
  return {
    enabled: true,
    bucket: storage.bucket,
    region: storage.region,
    endpoint: endpoint
      ? attempt(() => read.absoluteUrl(env, 'TRANSCRIBE_ENDPOINT', endpoint), endpoint)
      : undefined,
    credentials: storage.credentials,
    reviewFirst,
    monthlyMinutes,
  };
}
