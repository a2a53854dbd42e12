/** Sermon episodes (podcast feed items): ordering, the newest one, and display formats. */
import type { Episode } from './api-types.ts';
import { rfc2822Millis } from '../../../platform/shared/dates.ts';
import { clock } from '../../transcripts/index.ts';

/** Newest first by publish date; unreadable dates go last, ties keep their order. */
export function sortNewestFirst(episodes: readonly Episode[]): Episode[] {
  const time = (e: Episode) => {
    const millis = rfc2822Millis(e.pubDate);
    return Number.isNaN(millis) ? Number.NEGATIVE_INFINITY : millis;
  };
  return [...episodes].sort((a, b) => time(b) - time(a));
}

/** The newest episode, or null for an empty archive. */
export function newestEpisode(episodes: readonly Episode[]): Episode | null {
  return sortNewestFirst(episodes)[0] ?? null;
}

/** A length such as '42:10' or '1:02:03' (captions.ts's clock, to the nearest second); '' for an unknown (zero or invalid) duration. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  return clock(Math.round(seconds));
}
