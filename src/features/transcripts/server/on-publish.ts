/**
 * Transcription when a sermon is published (docs/architecture.md section 10): a new sermon
 * without a transcript, or new audio for a sermon without a transcript from staff, asks for a
 * job. An edit that keeps the audio asks for nothing. Publishing has landed when this runs, so
 * a failure here is logged and left to the scheduled function, never answered as an error.
 */
import type { Episode } from '../../sermons/index.ts';
import type { TranscriptionDeps } from '../../../app/deps.ts';
import { requestJob } from './request.ts';

/** The podcast service's `published` hook; undefined while transcription is off. */
export function transcribeOnPublish(
  deps: TranscriptionDeps,
): ((episode: Episode, newAudio: boolean) => Promise<void>) | undefined {
  const { transcriber, cfg } = deps;
  if (!transcriber || !cfg.transcribe.enabled) return undefined;
  return async (episode, newAudio) => {
    if (!newAudio || episode.transcriptSource === 'staff') return;
    try {
      // new audio's duration is its frames, counted at this commit: not counted twice
      await requestJob({ ...deps, transcriber }, episode, { again: true, measured: true });
    } catch (error) {
      console.error(`Could not ask for a transcript of "${episode.title}":`, error);
    }
  };
}
