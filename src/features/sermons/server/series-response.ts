/**
 * The answers under /sermons/series/{slug} (docs/requirements.md "Series pages"): the series'
 * page and its own podcast feed, made from the stored feed (as the sermon page is, and kept at
 * the CDN under the same `podcast` tag) and the series' description and artwork from the content
 * shipped with the function (src/content/series.json). An unknown series is the site's 404 page;
 * an old slug that now leads to another series redirects there (shared/series-slugs.ts).
 */
import { buildFeed } from '../shared/feed.ts';
import {
  findSeries,
  seriesChannel,
  seriesFeedPath,
  SERIES_PATH,
  type Series,
  type SeriesInfo,
} from '../shared/series.ts';
import { seriesRedirect } from '../shared/series-slugs.ts';
import type { FeedDeps } from '../../../app/deps.ts';
import { notModified } from '../../../platform/server/http/etag.ts';
import { FEED_TYPE, loadFeed, withPages, type StoredFeed } from './feed/feed-store.ts';
import { podcastGuid } from './feed/channel.ts';
import { PODCAST_CACHE_HEADERS } from './feed/public.ts';
import { readContentFile } from '../../../platform/server/content-file.ts';
import { SERIES_FILE } from '../shared/series-schema.ts';
import { seriesPage } from './series-page.ts';
import { fillFrame, htmlResponse, notFoundPage } from '../../../platform/server/pages/template.ts';

/** What staff wrote of the series (src/content/series.json), read once per instance. */
const seriesInfos = (): Promise<SeriesInfo[]> => readContentFile(SERIES_FILE);

interface Found {
  series: Series;
  stored: StoredFeed;
  page: string;
  feedUrl: string;
}

/** The series of the slug, or where an old slug leads now (`moved`), or null. */
async function lookUp(deps: FeedDeps, slug: string): Promise<Found | { moved: string } | null> {
  const { cfg } = deps;
  const [stored, notes] = await Promise.all([loadFeed(deps), seriesInfos()]);
  const items = withPages(stored.feed, cfg).items;
  const series = findSeries(items, slug, notes, cfg.siteUrl);
  if (!series) {
    const moved = seriesRedirect(items, slug);
    return moved ? { moved } : null;
  }
  const page = `${cfg.siteUrl}${SERIES_PATH}${slug}`;
  return { series, stored, page, feedUrl: `${cfg.siteUrl}${seriesFeedPath(slug)}` };
}

/** The feed's channel of a found series. */
function channelOf(found: Found) {
  const { series, stored, page, feedUrl } = found;
  return seriesChannel(stored.feed.channel, series, page, feedUrl, podcastGuid(feedUrl));
}

/**
 * An old series address that now names another series' slug (series-slugs.ts): a permanent
 * redirect, kept at the CDN like the pages until the feed changes.
 */
function movedTo(path: string): Response {
  return new Response(null, { status: 301, headers: { ...PODCAST_CACHE_HEADERS, Location: path } });
}

/** GET /sermons/series/{slug}: the series' page, kept at the CDN until the feed changes. */
export async function seriesPageResponse(deps: FeedDeps, slug: string): Promise<Response> {
  const { cfg } = deps;
  const found = await lookUp(deps, slug);
  if (!found) return notFoundPage(PODCAST_CACHE_HEADERS);
  if ('moved' in found) return movedTo(`${SERIES_PATH}${found.moved}`);
  const { title } = channelOf(found);
  const parts = seriesPage(found.series, cfg.timezone, found.page, found.feedUrl, title);
  const { html, csp } = await fillFrame('series', parts);
  return htmlResponse(html, csp, 200, PODCAST_CACHE_HEADERS);
}

/**
 * GET /sermons/series/{slug}/feed.xml: the series' own podcast feed, written by the main feed's
 * writer with exactly the series' episodes, newest first; ETag revalidation as for /podcast.xml.
 */
export async function seriesFeedResponse(
  req: Request,
  deps: FeedDeps,
  slug: string,
): Promise<Response> {
  const found = await lookUp(deps, slug);
  if (!found) return notFoundPage(PODCAST_CACHE_HEADERS);
  if ('moved' in found) return movedTo(seriesFeedPath(found.moved));
  const headers = {
    ...PODCAST_CACHE_HEADERS,
    'Content-Type': FEED_TYPE,
    ETag: `"series-${slug}-${found.stored.etag.replace(/"/g, '')}"`,
  };
  if (notModified(req, headers.ETag)) return new Response(null, { status: 304, headers });
  const xml = buildFeed({ channel: channelOf(found), items: found.series.sermons });
  return new Response(req.method === 'HEAD' ? null : xml, { headers });
}
