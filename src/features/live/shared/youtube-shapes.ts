/**
 * The YouTube Data API v3's answers and errors as the site reads them (src/features/live/README.md,
 * its YouTube section), pure so the tests feed them real-shaped JSON: a video's state from
 * `snippet` and `liveStreamingDetails`, and an error body's reason as what the site does about it.
 */
import type { Observed, YouTubeProblem } from './observations.ts';

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID = /^[\w-]{11}$/;

interface VideoItem {
  id?: unknown;
  snippet?: { title?: unknown; liveBroadcastContent?: unknown };
  liveStreamingDetails?: {
    scheduledStartTime?: unknown;
    actualStartTime?: unknown;
    actualEndTime?: unknown;
  };
}

const time = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

/** The video's page on YouTube. */
export const watchUrlOf = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** One `videos.list` item as a stream or upload seen at `now`; null when it is not a video. */
export function observedVideo(item: VideoItem, now: number): Observed | null {
  const id = typeof item.id === 'string' && VIDEO_ID.test(item.id) ? item.id : null;
  if (!id) return null;
  const details = item.liveStreamingDetails;
  const actualStart = time(details?.actualStartTime);
  const actualEnd = time(details?.actualEndTime);
  const broadcast = item.snippet?.liveBroadcastContent;
  const status =
    broadcast === 'live'
      ? 'live'
      : broadcast === 'upcoming'
        ? 'upcoming'
        : details && actualEnd !== null
          ? 'over'
          : 'none';
  const title = item.snippet?.title;
  return {
    id,
    title: typeof title === 'string' && title ? title : 'Live stream',
    status,
    scheduledStart: time(details?.scheduledStartTime),
    actualStart,
    actualEnd,
    watchUrl: watchUrlOf(id),
    source: 'youtube',
    checkedAt: now,
  };
}

/** The video ids of a `playlistItems.list` answer, in its order. */
export function playlistIds(body: unknown): string[] {
  const items = (body as { items?: { contentDetails?: { videoId?: unknown } }[] })?.items ?? [];
  return items
    .map((item) => item.contentDetails?.videoId)
    .filter((id): id is string => typeof id === 'string' && VIDEO_ID.test(id));
}

/** The reasons an error body gives, from `errors[]` and from Google's `details[]`. */
export function errorReasons(body: unknown): string[] {
  const error = (body as { error?: { errors?: unknown; details?: unknown } })?.error;
  const list: unknown[] = [error?.errors, error?.details].flatMap((v): unknown[] =>
    Array.isArray(v) ? v : [],
  );
  return list
    .map((entry) => (entry as { reason?: unknown }).reason)
    .filter((r): r is string => typeof r === 'string');
}

/** What a failed request means for the site: no quota, a key to fix, or try again later. */
export function problemOf(status: number, body: unknown): Exclude<YouTubeProblem, null> {
  const reasons = errorReasons(body);
  if (reasons.some((r) => r === 'quotaExceeded' || r === 'dailyLimitExceeded')) return 'quota';
  const message = JSON.stringify(body ?? '');
  const badKey =
    reasons.some((r) =>
      ['keyInvalid', 'keyExpired', 'forbidden', 'accessNotConfigured', 'ipRefererBlocked'].includes(
        r,
      ),
    ) ||
    reasons.some((r) => r.startsWith('API_KEY_')) ||
    /API key not valid/i.test(message);
  if (badKey || status === 401) return 'key';
  return 'unreachable';
}

/** The uploads playlist of a channel: its id with UC made UU (src/features/live/README.md). */
export function uploadsPlaylistOf(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

/** A YouTube video id in a watch, share, live or embed address; null for any other. */
export function youtubeIdOf(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com')
    id =
      parsed.searchParams.get('v') ??
      /^\/(?:live|embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1] ??
      null;
  return id && VIDEO_ID.test(id) ? id : null;
}
