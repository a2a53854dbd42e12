/**
 * The parts of the functions that transcribe (docs/architecture.md section 10): serverDeps() with
 * the Transcriber and the podcast services' `published` hook. Apart from composition.ts so that
 * every other function loads neither the transcription services nor, through them, the feed's.
 */
import { createTranscriber, type Transcriber } from '../features/transcripts/server/client.ts';
import { transcribeOnPublish } from '../features/transcripts/server/on-publish.ts';
import { config, type Config } from '../platform/server/config/index.ts';
import { serverDeps } from './composition.ts';
import type { PodcastDeps, TranscriptionDeps } from './deps.ts';

let transcribe: { for: Config; transcriber: Transcriber | null } | undefined;

/**
 * The Transcriber (docs/architecture.md section 10): Amazon Transcribe in the bucket's account,
 * or in demo mode the emulator this site serves at DEMO_TRANSCRIBE_PATH (the config's endpoint
 * says which); null while transcription is off.
 */
function transcriber(): Transcriber | null {
  const current = config();
  if (transcribe?.for !== current) {
    const cfg = current.transcribe;
    transcribe = { for: current, transcriber: cfg.enabled ? createTranscriber(cfg) : null };
  }
  return transcribe.transcriber;
}

/** serverDeps() and the Transcriber, for the functions that transcribe (see TranscriptionDeps). */
export function transcriptionDeps(): TranscriptionDeps {
  return { ...serverDeps(), transcriber: transcriber() };
}

/** transcriptionDeps() with the podcast services' `published` hook: a new sermon is transcribed. */
export function podcastDeps(): TranscriptionDeps & PodcastDeps {
  const deps = transcriptionDeps();
  return { ...deps, published: transcribeOnPublish(deps) };
}
