/**
 * The YouTube client (src/features/live/README.md, its YouTube section): the Data API v3 with a
 * server key, and the channel's feed, over plain fetch. No Google SDK: @googleapis/youtube is 48
 * packages and some 200 ms of cold start, twice the public functions' budget
 * (src/features/live/README.md). Each Data API request costs one unit of the day's quota, a refused
 * one too, so the caller counts `units`; never search.list. YOUTUBE_API_URL and YOUTUBE_FEED_URL
 * point it at a stand-in.
 */
import type { Observed } from '../shared/observations.ts';
import { feedEntries, type FeedEntry } from '../shared/channel-feed.ts';
import {
  observedVideo,
  playlistIds,
  problemOf,
  uploadsPlaylistOf,
} from '../shared/youtube-shapes.ts';
import type { YouTubeProblem } from '../shared/observations.ts';

/** Where the client asks, and as whom. */
export interface YouTubeSettings {
  apiUrl: string;
  feedUrl: string;
  key: string;
  channelId: string;
}

/** A YouTube request that failed, with what it means for the site. */
export class YouTubeError extends Error {
  override name = 'YouTubeError';
  readonly problem: Exclude<YouTubeProblem, null>;
  readonly status: number;
  constructor(problem: Exclude<YouTubeProblem, null>, status: number, message: string) {
    super(message);
    this.problem = problem;
    this.status = status;
  }
}

export interface YouTube {
  /** `videos.list?part=snippet,liveStreamingDetails` for up to 50 ids: 1 unit. */
  videos(ids: string[], now: number): Promise<Observed[]>;
  /** The newest uploads' ids (`playlistItems.list` on the uploads playlist): 1 unit. */
  uploads(count?: number): Promise<string[]>;
  /** The channel's title, or null when YouTube knows no such channel (`channels.list`): 1 unit. */
  channel(): Promise<string | null>;
  /** The channel's feed: no quota. */
  feed(): Promise<FeedEntry[]>;
  /** Data API requests made so far, each a unit of quota. */
  readonly units: number;
}

const TIMEOUT_MS = 8_000;

/** Makes a client; `fetcher` is the global fetch unless a test hands in another. */
export function createYouTube(settings: YouTubeSettings, fetcher: typeof fetch = fetch): YouTube {
  let units = 0;
  async function api(resource: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${settings.apiUrl}/${resource}`);
    for (const [name, value] of Object.entries({ ...params, key: settings.key }))
      url.searchParams.set(name, value);
    units += 1;
    let response: Response;
    try {
      response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new YouTubeError('unreachable', 0, `YouTube did not answer: ${String(error)}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body) return body;
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? '';
    const problem = problemOf(response.status, body);
    throw new YouTubeError(
      problem,
      response.status,
      `YouTube answered ${response.status} ${message}`.trim(),
    );
  }
  return {
    get units() {
      return units;
    },
    async videos(ids, now) {
      if (!ids.length) return [];
      const body = await api('videos', {
        part: 'snippet,liveStreamingDetails',
        id: ids.slice(0, 50).join(','),
        maxResults: '50',
      });
      const items = (body as { items?: unknown[] }).items ?? [];
      return items.flatMap((item) => observedVideo(item as object, now) ?? []);
    },
    async uploads(count = 10) {
      const body = await api('playlistItems', {
        part: 'contentDetails',
        playlistId: uploadsPlaylistOf(settings.channelId),
        maxResults: String(count),
      });
      return playlistIds(body);
    },
    async channel() {
      const body = await api('channels', { part: 'snippet', id: settings.channelId });
      const item = (body as { items?: { snippet?: { title?: string } }[] }).items?.[0];
      return item ? (item.snippet?.title ?? '') : null;
    },
    async feed() {
      const url = new URL(settings.feedUrl);
      url.searchParams.set('channel_id', settings.channelId);
      let response: Response;
      try {
        response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new YouTubeError(
          'unreachable',
          0,
          `The channel feed did not answer: ${String(error)}`,
        );
      }
      if (!response.ok)
        throw new YouTubeError(
          'unreachable',
          response.status,
          `The channel feed answered ${response.status}`,
        );
      return feedEntries(await response.text());
    },
  };
}
