/** The public reads of the podcast: the episode list for /api/media and the feed XML. */
import { Readable } from 'node:stream';
import { newestFirst } from '../../shared/date.ts';
import { withSeriesLinks } from '../../shared/series-slugs.ts';
import type { FeedDeps } from '../../../../app/deps.ts';
import type { Storage } from '../../../../platform/server/storage/types.ts';
import { notModified } from '../../../../platform/server/http/etag.ts';
import { ensureFeed, FEED_TYPE, loadFeed, withPages } from './feed-store.ts';
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
const episodesJson = new WeakMap<Storage, { etag: string; body: Uint8Array<ArrayBuffer> }>();

/**
 * GET /api/media: the episodes as JSON, with an ETag from the stored feed's. Parsing the feed
 * is the costly part, so it happens once per version of the feed: a cheap head() tells whether
 * the cached list is still the stored one.
 */
export async function mediaResponse(deps: FeedDeps, req: Request): Promise<Response> {
  const { storage, cfg } = deps;
  await ensureFeed(deps);
  const stored = await storage.head(FEED_KEY);
  let cached = episodesJson.get(storage);
  if (!cached || cached.etag !== stored?.etag) {
    const { feed, etag } = await loadFeed(deps);
    const items = withSeriesLinks(withPages(feed, cfg).items);
    cached = { etag, body: Buffer.from(JSON.stringify(newestFirst(items))) };
    episodesJson.set(storage, cached);
  }
  const headers = { ...PODCAST_CACHE_HEADERS, ETag: `"media-${cached.etag}"` };
  if (notModified(req, headers.ETag)) return new Response(null, { status: 304, headers });
  return new Response(cached.body, {
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}

/** The stored feed as `application/rss+xml`, streamed, with ETag revalidation. */
export async function feedResponse(deps: FeedDeps, req: Request): Promise<Response> {
  await ensureFeed(deps);
  const object = await deps.storage.get(FEED_KEY);
  const headers = {
    ...PODCAST_CACHE_HEADERS,
    'Content-Type': FEED_TYPE,
    ETag: `"${object.etag}"`,
    'Last-Modified': object.lastModified.toUTCString(),
  };
  if (notModified(req, headers.ETag)) {
    object.body.destroy();
    return new Response(null, { status: 304, headers });
  }
  if (req.method === 'HEAD') {
    object.body.destroy();
    return new Response(null, { headers: { ...headers, 'Content-Length': String(object.size) } });
  }
  const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
  return new Response(body, { headers: { ...headers, 'Content-Length': String(object.size) } });
}
