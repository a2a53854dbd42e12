/**
 * Planning Center Publishing's answers as the site reads them (src/features/live/README.md, its
 * Publishing section), pure so the tests feed them real-shaped JSON:API documents: a channel's
 * next times (`starts_at`) and its episodes with their episode times (`starts_at`, `ends_at`,
 * `video_url`, `current_state`: upcoming, active, over). Publishing's `current_state` most likely
 * follows its schedule, not the encoder, so YouTube's word on the same video wins (state.ts).
 */
import type { Observed } from './observations.ts';
import { youtubeIdOf } from './youtube-shapes.ts';

/** A JSON:API resource as Publishing sends it (the platform's PcoResource, structurally). */
export interface PublishingResource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { type: string; id: string }[] | object | null }>;
}

/** An episode time's `current_state`. */
export type EpisodeState = 'upcoming' | 'active' | 'over';

const time = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The start times of a channel's `next_times`, in order. */
export function nextTimes(resources: readonly PublishingResource[]): number[] {
  return resources
    .map((r) => time(r.attributes['starts_at']))
    .filter((t): t is number => t !== null)
    .sort((a, b) => a - b);
}

const STATUS: Record<EpisodeState, Observed['status']> = {
  upcoming: 'upcoming',
  active: 'live',
  over: 'over',
};

/** One episode time as a stream seen at `now` (null without a known state or start). */
export function observedEpisodeTime(
  episodeTime: PublishingResource,
  title: string,
  now: number,
): Observed | null {
  const a = episodeTime.attributes;
  const state = a['current_state'];
  const start = time(a['starts_at']);
  if (start === null || typeof state !== 'string' || !(state in STATUS)) return null;
  const status = STATUS[state as EpisodeState];
  const watchUrl = textOf(a['video_url']);
  return {
    id: youtubeIdOf(watchUrl),
    title,
    status,
    scheduledStart: start,
    actualStart: status === 'upcoming' ? null : start,
    actualEnd: status === 'over' ? (time(a['ends_at']) ?? start) : null,
    watchUrl,
    source: 'publishing',
    checkedAt: now,
  };
}

/** The episode times of `channels/{id}/episodes?include=episode_times` as streams seen at `now`. */
export function observedEpisodes(
  episodes: readonly PublishingResource[],
  included: readonly PublishingResource[],
  now: number,
): Observed[] {
  const byId = new Map(included.map((r) => [`${r.type}:${r.id}`, r]));
  return episodes.flatMap((episode) => {
    const refs = episode.relationships?.['episode_times']?.data;
    const title = textOf(episode.attributes['title']) ?? 'Service';
    return (Array.isArray(refs) ? refs : [])
      .map((ref: { type: string; id: string }) => byId.get(`${ref.type}:${ref.id}`))
      .flatMap((t) => (t ? (observedEpisodeTime(t, title, now) ?? []) : []));
  });
}
