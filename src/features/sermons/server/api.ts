/**
 * The sermons' functions (docs/architecture.md section 3): netlify/functions/ re-exports each
 * beside its route. Marked pure, so a function's bundle leaves its siblings' code out.
 */
import { Readable } from 'node:stream';
import { serverDeps } from '../../../app/composition.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { serveObject } from '../../../platform/server/storage/serve.ts';
import { notModified } from '../../../platform/server/http/etag.ts';
import { pageResponse } from '../../../platform/server/pages/page-answer.ts';
import { buildFeed } from '../shared/feed.ts';
import { ensureFeed, FEED_TYPE } from './feed/feed-store.ts';
import { PODCAST_CACHE_HEADERS, publishedEpisodes, storedFeed } from './feed/public.ts';
import { seriesFeedAnswer, seriesPageAnswer } from './series-answer.ts';
import { sermonPageAnswer } from './sermon-answer.ts';

/** GET /api/media: the sermon archive, parsed from the stored podcast feed, newest first. */
export const media = /* @__PURE__ */ handler(async (req) => {
  const { etag, body } = await publishedEpisodes(serverDeps());
  const headers = { ...PODCAST_CACHE_HEADERS, ETag: `"media-${etag}"` };
  if (notModified(req, headers.ETag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json' } });
});

/** GET /podcast.xml: the public sermon podcast feed, streamed from storage, revalidated by ETag. */
export const podcastFeed = /* @__PURE__ */ handler(async (req) => {
  const feed = await storedFeed(serverDeps());
  const headers = {
    ...PODCAST_CACHE_HEADERS,
    'Content-Type': FEED_TYPE,
    ETag: `"${feed.etag}"`,
    'Last-Modified': feed.lastModified.toUTCString(),
  };
  if (notModified(req, headers.ETag)) {
    feed.body.destroy();
    return new Response(null, { status: 304, headers });
  }
  const sized = { ...headers, 'Content-Length': String(feed.size) };
  if (req.method === 'HEAD') {
    feed.body.destroy();
    return new Response(null, { headers: sized });
  }
  return new Response(Readable.toWeb(feed.body) as ReadableStream<Uint8Array>, { headers: sized });
});

const MEDIA_PREFIX = '/media/';

/** The storage key of a /media/ URL path; percent-escapes decoded, never normalised away. */
function mediaKeyOf(pathname: string): string {
  try {
    return `media/${decodeURIComponent(pathname.slice(MEDIA_PREFIX.length))}`;
  } catch {
    throw new HttpError(400, 'That is not a valid media path.');
  }
}

/**
 * GET/HEAD /media/* — stored media (sermon audio, episode images) under the storage key prefix
 * `media/`, with byte ranges for seeking. For file storage only: with S3 the
 * files live at MEDIA_PUBLIC_URL on the S3 host (or its CDN), so this answers 404 and never
 * proxies them through a function. The feed is made first, as every podcast read does: an
 * instance whose temp folder is its storage seeds the demo archive before it serves from it.
 */
export const mediaFiles = /* @__PURE__ */ handler(async (req) => {
  const deps = serverDeps();
  if (deps.cfg.storage.kind === 's3')
    throw new HttpError(404, 'Media files are served from the media host, not this site.');
  const { pathname } = new URL(req.url);
  await ensureFeed(deps);
  return serveObject(req, deps.storage, mediaKeyOf(pathname));
});

/**
 * GET /sermons/{slug}: a sermon's own page, from the stored feed, so a sermon has its page the
 * minute it is published. The CDN keeps it under the `podcast` tag, which every podcast change
 * purges; an unknown slug gets the site's 404 page.
 */
export const sermonPage = /* @__PURE__ */ handler(async (_req, context) =>
  pageResponse(
    await sermonPageAnswer(serverDeps(), context.params['slug'] ?? ''),
    PODCAST_CACHE_HEADERS,
  ),
);

const SERIES_FEED = /\/feed\.xml$/;

/** A series' feed as XML, with ETag revalidation as for /podcast.xml; HEAD gets no body. */
async function seriesFeedResponse(req: Request, slug: string): Promise<Response> {
  const answer = await seriesFeedAnswer(serverDeps(), slug);
  if (answer.kind !== 'feed') return pageResponse(answer, PODCAST_CACHE_HEADERS);
  const headers = { ...PODCAST_CACHE_HEADERS, 'Content-Type': FEED_TYPE, ETag: answer.etag };
  if (notModified(req, answer.etag)) return new Response(null, { status: 304, headers });
  return new Response(req.method === 'HEAD' ? null : buildFeed(answer.feed), { headers });
}

/**
 * GET /sermons/series/{slug}: a sermon series' page; GET /sermons/series/{slug}/feed.xml: its
 * own podcast feed. Both from the stored feed, kept at the CDN under the `podcast` tag, which
 * every podcast change purges; an unknown series gets the site's 404 page.
 */
export const seriesPage = /* @__PURE__ */ handler(async (req, context) => {
  const slug = context.params['slug'] ?? '';
  if (SERIES_FEED.test(new URL(req.url).pathname)) return seriesFeedResponse(req, slug);
  return pageResponse(await seriesPageAnswer(serverDeps(), slug), PODCAST_CACHE_HEADERS);
});
