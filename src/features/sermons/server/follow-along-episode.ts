/**
 * An episode's transcript and chapters in the feed: the URLs it uses, and setting (or removing)
 * what a submission or an edit stored for it (follow-along.ts checks and stores those files).
 */
import type { Episode } from '../shared/api-types.ts';
import type { StoredFollowAlong } from './follow-along.ts';
import { mediaUrl } from './media-keys.ts';
import type { StorageDeps } from '../../../app/deps.ts';

/** The transcript and chapters URLs of an episode. */
export function followAlongUrls(episode: Episode): string[] {
  return [episode.transcript, episode.transcriptSrt, episode.chapters].filter(
    (url): url is string => Boolean(url),
  );
}

/** Sets (or removes) the episode's transcript and chapters; the URLs it no longer uses. */
export function applyFollowAlong(
  deps: StorageDeps,
  episode: Episode,
  stored: StoredFollowAlong | undefined,
): string[] {
  const replaced: string[] = [];
  if (stored?.transcript !== undefined) {
    replaced.push(...[episode.transcript, episode.transcriptSrt].filter((u): u is string => !!u));
    delete episode.transcript;
    delete episode.transcriptSrt;
    episode.transcriptSource = null;
    if (stored.transcript) {
      episode.transcript = mediaUrl(deps.cfg, stored.transcript.vtt);
      episode.transcriptSrt = mediaUrl(deps.cfg, stored.transcript.srt);
      // an uploaded transcript is staff's (docs/architecture.md, transcription)
      episode.transcriptSource = 'staff';
    }
  }
  if (stored?.chapters !== undefined) {
    if (episode.chapters) replaced.push(episode.chapters);
    delete episode.chapters;
    if (stored.chapters) episode.chapters = mediaUrl(deps.cfg, stored.chapters);
  }
  return replaced;
}
