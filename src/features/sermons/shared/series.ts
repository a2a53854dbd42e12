/**
 * A sermon series (docs/requirements.md, "Series pages"): every sermon whose series (the feed
 * item's summary) has the same slug, at `/sermons/series/<slug>`, with the description and
 * artwork staff give it in the content editor (src/content/series.json), and its own podcast
 * feed at `/sermons/series/<slug>/feed.xml`. Pure.
 */
import type { Episode } from './api-types.ts';
import { sortNewestFirst } from './episodes.ts';
import type { FeedChannel } from './feed.ts';
import { SERIES_PATH, seriesNames, seriesSlug, seriesSlugs } from './series-slugs.ts';

export { SERIES_PATH, seriesSlug };

/** What staff write of a series in the content editor (src/content/series.json). */
export interface SeriesInfo {
  /** The series as the sermons name it. */
  name: string;
  description?: string;
  /** A site path of a picture (`/images/series/psalms.jpg`) or an absolute URL. */
  artwork?: string | undefined;
}

/** A series as its page and its feed show it. */
export interface Series {
  slug: string;
  name: string;
  description: string;
  /** Absolute URL of its artwork. */
  image: string;
  /** Its sermons, newest first. */
  sermons: Episode[];
}

/** The site path of a series' podcast feed, by its slug. */
export const seriesFeedPath = (slug: string): string => `${SERIES_PATH}${slug}/feed.xml`;

/** The sentence a series without a description of its own gets. */
export const defaultSeriesDescription = (name: string): string =>
  `Sermons from the series “${name}” at Dogwood Community Church.`;

/**
 * The series whose slug this is, from the feed's items and staff's notes; null when no sermon
 * is in it (a description alone does not make a series). Slugs are decided with every series
 * in view (series-slugs.ts). Without artwork of its own, a series shows its newest sermon's
 * picture.
 */
export function findSeries(
  items: readonly Episode[],
  slug: string,
  infos: readonly SeriesInfo[],
  siteUrl: string,
): Series | null {
  const slugs = seriesSlugs(seriesNames(items));
  const sermons = sortNewestFirst(
    items.filter((item) => item.summary.trim() && slugs.get(item.summary.trim()) === slug),
  );
  const newest = sermons[0];
  if (!newest) return null;
  const info = infos.find((i) => (slugs.get(i.name.trim()) ?? seriesSlug(i.name)) === slug);
  const name = info?.name ?? newest.summary.trim();
  return {
    slug,
    name,
    description: info?.description?.trim() || defaultSeriesDescription(name),
    image: info?.artwork ? new URL(info.artwork, siteUrl).href : newest.image,
    sermons,
  };
}

/**
 * The channel of a series' own feed: the main feed's, named for the series, with the series'
 * description, artwork, page, feed address and podcast:guid (`guid`, made from `feedUrl`).
 */
export function seriesChannel(
  main: FeedChannel,
  series: Series,
  page: string,
  feedUrl: string,
  guid: string,
): FeedChannel {
  return {
    ...main,
    title: `${main.author}: ${series.name}`,
    description: series.description,
    link: page,
    feedUrl,
    image: series.image,
    podcastGuid: guid,
  };
}
