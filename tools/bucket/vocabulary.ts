/**
 * `npm run setup-bucket`'s last step with TRANSCRIBE_ENABLED=true: the glossary's custom
 * vocabulary in Amazon Transcribe, created or updated when the glossary changed
 * (src/features/transcripts/server/vocabulary.ts).
 */
import { collector, text } from '../../src/platform/server/config/env.ts';
import type { Env, StorageConfig } from '../../src/platform/server/config/index.ts';
import { transcribeConfig } from '../../src/platform/server/config/transcribe.ts';
import { createStorage } from '../../src/platform/server/storage/index.ts';
import { createTranscriber } from '../../src/features/transcripts/server/client.ts';
import {
  ensureVocabulary,
  VOCABULARY_NAME,
} from '../../src/features/transcripts/server/vocabulary.ts';

/** Creates or updates the vocabulary when transcription is on in `env`; says what it did. */
export async function setupVocabulary(
  storage: Extract<StorageConfig, { kind: 's3' }>,
  env: Env,
): Promise<void> {
  if (text(env, 'TRANSCRIBE_ENABLED') === undefined) return;
  const { attempt } = collector();
  const cfg = transcribeConfig(env, storage, null, attempt);
  if (!cfg.enabled) return;
  const usable = await ensureVocabulary(createStorage(storage), createTranscriber(cfg));
  const state = usable.name ? 'READY' : usable.pending ? 'being built by Transcribe' : 'not usable';
  console.log(`  vocabulary ${VOCABULARY_NAME}: matches the glossary, ${state}`);
}
