/**
 * The parts of the Transcribe SDK that transcription uses (docs/architecture.md section 10),
 * bundled into src/platform/server/storage/vendor/aws-transcribe.mjs by src/build/prepare-functions.ts for the reason
 * aws-sdk.ts gives: Netlify's bundler leaves `@aws-sdk/*` out of functions. A file of its own,
 * not part of aws-sdk.mjs, so storage's cold start does not load it; transcription imports it on
 * first use (src/features/transcripts/server/client.ts).
 */
export {
  ConflictException,
  CreateVocabularyCommand,
  GetTranscriptionJobCommand,
  GetVocabularyCommand,
  ListTranscriptionJobsCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
  UpdateVocabularyCommand,
} from '@aws-sdk/client-transcribe';
export type { TranscriptionJob } from '@aws-sdk/client-transcribe';
