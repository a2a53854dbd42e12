/**
 * The sermons' functions (docs/architecture.md section 3): netlify/functions/ re-exports each
 * beside its route. Marked pure, so a function's bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { serveObject } from '../../../platform/server/storage/serve.ts';
import { ensureFeed } from './feed/feed-store.ts';
import { feedResponse, mediaResponse } from './feed/public.ts';
import { seriesFeedResponse, seriesPageResponse } from './series-response.ts';
import { sermonPageResponse } from './sermon-response.ts';

/** GET /api/media: the sermon archive, parsed from the stored podcast feed, newest first. */
export const media = /* @__PURE__ */ handler((req) => mediaResponse(serverDeps(), req));

/** GET /podcast.xml: the public sermon podcast feed, served from storage. */
export const podcastFeed = /* @__PURE__ */ handler((req) => feedResponse(serverDeps(), req));

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
export const sermonPage = /* @__PURE__ */ handler((_req, context) =>
  sermonPageResponse(serverDeps(), context.params['slug'] ?? ''),
);

const SERIES_FEED = /\/feed\.xml$/;

/**
 * GET /sermons/series/{slug}: a sermon series' page; GET /sermons/series/{slug}/feed.xml: its
 * own podcast feed. Both from the stored feed, kept at the CDN under the `podcast` tag, which
 * every podcast change purges; an unknown series gets the site's 404 page.
 */
export const seriesPage = /* @__PURE__ */ handler((req, context) => {
  const slug = context.params['slug'] ?? '';
  if (SERIES_FEED.test(new URL(req.url).pathname))
    return seriesFeedResponse(req, serverDeps(), slug);
  return seriesPageResponse(serverDeps(), slug);
});
