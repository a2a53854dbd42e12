/** The public reads of the podcast: the episode list for /api/media and the stored feed. */
import { newestFirst } from '../../shared/date.ts';
import { withSeriesLinks } from '../../shared/series-slugs.ts';
import type { Episode } from '../../shared/api-types.ts';
import type { FeedDeps } from '../../../../app/deps.ts';
import type { GetResult, Storage } from '../../../../platform/server/storage/types.ts';
import { ensureFeed, loadFeed, withPages } from './feed-store.ts';
import { FEED_KEY } from '../media-keys.ts';

/**
 * Public, but never stale in a browser: the podcast admin page refreshes the list right after a change, so
 * browsers revalidate by ETag every time (a cheap 304), while Netlify's CDN keeps it for a few
 * minutes under the `podcast` cache tag, which every podcast write purges (see cdn.ts).
 */
export const PODCAST_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=300, stale-while-revalidate=600',
  'Cache-Tag': 'podcast',
} as const;

/**
 * The episode list as JSON per storage, kept until the stored feed's ETag changes; in UTF-8, as a
 * Response made from a string would encode it again for every answer.
 */
const episodesJson = new WeakMap<Storage, EpisodesJson>();

/** The published episodes as JSON bytes, with the stored feed's ETag they were made from. */
export interface EpisodesJson {
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  /** The same episodes, newest first, with their pages. */
  items: readonly Episode[];
}

/**
 * The episodes for GET /api/media, newest first. Parsing the feed is the costly part, so it
 * happens once per version of the feed: a cheap head() tells whether the kept list is still the
 * stored one.
 */
export async function publishedEpisodes(deps: FeedDeps): Promise<EpisodesJson> {
  const { storage, cfg } = deps;
  await ensureFeed(deps);
  const stored = await storage.head(FEED_KEY);
  let kept = episodesJson.get(storage);
  if (!kept || kept.etag !== stored?.etag) {
    const { feed, etag } = await loadFeed(deps);
    const items = newestFirst(withSeriesLinks(withPages(feed, cfg).items));
    kept = { etag, body: Buffer.from(JSON.stringify(items)), items };
    episodesJson.set(storage, kept);
  }
  return kept;
}

/**
 * The path of the newest published sermon whose video link `isVideo` accepts, or null: the live
 * stream's replay links its sermon's page this way once staff publish it.
 */
export async function sermonPathWhere(
  deps: FeedDeps,
  isVideo: (videoLink: string) => boolean,
): Promise<string | null> {
  const { items } = await publishedEpisodes(deps);
  const found = items.find((item) => item.videoLink && isVideo(item.videoLink));
  return found?.link ? new URL(found.link).pathname : null;
}

/** The stored podcast feed (made first when missing), its body a stream the caller must end. */
export async function storedFeed(deps: FeedDeps): Promise<GetResult> {
  await ensureFeed(deps);
  return deps.storage.get(FEED_KEY);
}
