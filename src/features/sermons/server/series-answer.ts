/**
 * What to answer under /sermons/series/{slug} (docs/requirements.md "Series pages"): the series'
 * page and its own podcast feed, made from the stored feed (as the sermon page is, and kept at
 * the CDN under the same `podcast` tag) and the series' description and artwork from the content
 * shipped with the function (src/content/series.json). An unknown series is the site's 404 page;
 * an old slug that now leads to another series redirects there (shared/series-slugs.ts).
 */
import type { Feed } from '../shared/feed.ts';
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
import { loadFeed, withPages, type StoredFeed } from './feed/feed-store.ts';
import { podcastGuid } from './feed/channel.ts';
import { readContentFile } from '../../../platform/server/content-file.ts';
import { SERIES_FILE } from '../shared/series-schema.ts';
import { seriesPage } from './series-page.ts';
import type { Moved, NotFound, PageAnswer } from '../../../platform/server/pages/page-answer.ts';

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
 * GET /sermons/series/{slug}: the series' page. An old slug that now names another series is a
 * permanent redirect there; the handler keeps every answer at the CDN until the feed changes.
 */
export async function seriesPageAnswer(deps: FeedDeps, slug: string): Promise<PageAnswer> {
  const { cfg } = deps;
  const found = await lookUp(deps, slug);
  if (!found) return { kind: 'not-found' };
  if ('moved' in found) return { kind: 'moved', to: `${SERIES_PATH}${found.moved}` };
  const { title } = channelOf(found);
  const parts = seriesPage(found.series, cfg.timezone, found.page, found.feedUrl, title);
  return { kind: 'page', frame: 'series', parts, status: 200 };
}

/** A series' own podcast feed and the entity tag it is revalidated by (quoted). */
export interface SeriesFeed {
  kind: 'feed';
  feed: Feed;
  etag: string;
}

/**
 * GET /sermons/series/{slug}/feed.xml: the series' own podcast feed, for the main feed's writer,
 * with exactly the series' episodes, newest first, and an ETag made from the stored feed's.
 */
export async function seriesFeedAnswer(
  deps: FeedDeps,
  slug: string,
): Promise<SeriesFeed | Moved | NotFound> {
  const found = await lookUp(deps, slug);
  if (!found) return { kind: 'not-found' };
  if ('moved' in found) return { kind: 'moved', to: seriesFeedPath(found.moved) };
  const etag = `"series-${slug}-${found.stored.etag.replace(/"/g, '')}"`;
  return { kind: 'feed', feed: { channel: channelOf(found), items: found.series.sermons }, etag };
}
