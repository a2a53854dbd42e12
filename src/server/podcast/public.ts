/** The public reads of the podcast: the episode list for /api/media and the feed XML. */
import { Readable } from 'node:stream';
import type { Episode } from '../../lib/api-types.ts';
import { newestFirst } from '../../lib/podcast-date.ts';
import type { Config } from '../config.ts';
import type { Storage } from '../storage/types.ts';
import { ensureFeed, FEED_TYPE, loadFeed } from './feed-store.ts';
import { FEED_KEY } from './media-keys.ts';

/** Every episode, newest first (SPEC.md section 9). */
export async function listEpisodes(storage: Storage, cfg: Config): Promise<Episode[]> {
  const { feed } = await loadFeed(storage, cfg);
  return newestFirst(feed.items);
}

/** Feed readers poll often: a few minutes at the CDN, then revalidate by ETag. */
const FEED_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

/** The stored feed as `application/rss+xml`, streamed, with ETag revalidation. */
export async function feedResponse(req: Request, storage: Storage, cfg: Config): Promise<Response> {
  await ensureFeed(storage, cfg);
  const object = await storage.get(FEED_KEY);
  const headers = {
    'Content-Type': FEED_TYPE,
    'Cache-Control': FEED_CACHE,
    ETag: `"${object.etag}"`,
    'Last-Modified': object.lastModified.toUTCString(),
  };
  const tags = req.headers
    .get('if-none-match')
    ?.split(',')
    .map((t) => t.trim().replace(/^W\//, ''));
  if (tags?.includes(`"${object.etag}"`) || tags?.includes('*')) {
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
