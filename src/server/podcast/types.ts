/**
 * The podcast code's shared types, below every module that uses them: what a service takes from
 * its caller (PodcastDeps) and what a checked upload is (CheckedMedia).
 */
import type { Episode } from '../../lib/api-types.ts';
import type { FeedDeps } from '../deps.ts';

/** A stored, checked upload (see incoming.ts and direct.ts). */
export interface CheckedMedia {
  key: string;
  contentType: string;
  size: number;
  /** Seconds, for audio. */
  duration?: number;
}

/** What the podcast services take from their caller (the function that runs them). */
export interface PodcastDeps extends FeedDeps {
  /** Runs once an episode is published or edited (transcription, docs/architecture.md section 10). */
  published?: ((episode: Episode, newAudio: boolean) => Promise<void>) | undefined;
}
