/** The answer to GET /sermons/{slug}: the sermon's page, or the site's 404 page. */
import { sermonSlug } from '../shared/sermon-links.ts';
import { withSeriesLinks } from '../shared/series-slugs.ts';
import type { FeedDeps } from '../../../app/deps.ts';
import { loadFeed, withPages } from './feed/feed-store.ts';
import { PODCAST_CACHE_HEADERS } from './feed/public.ts';
import { readFollowAlong } from './follow-along-read.ts';
import { sermonPage } from './sermon-page.ts';
import { fillFrame, htmlResponse, notFoundPage } from '../../../platform/server/pages/template.ts';

/** The page of the sermon whose slug this is, kept at the CDN until the feed changes. */
export async function sermonPageResponse(deps: FeedDeps, slug: string): Promise<Response> {
  const { cfg } = deps;
  const { feed } = await loadFeed(deps);
  const items = withSeriesLinks(withPages(feed, cfg).items);
  const episode = items.find((item) => sermonSlug(item) === slug);
  if (!episode) return notFoundPage(PODCAST_CACHE_HEADERS);
  const extras = await readFollowAlong(deps, episode);
  const parts = sermonPage(episode, cfg.timezone, episode.link!, cfg.siteUrl, extras);
  const { html, csp } = await fillFrame('sermon', parts);
  return htmlResponse(html, csp, 200, PODCAST_CACHE_HEADERS);
}
