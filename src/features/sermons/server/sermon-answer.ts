/** The answer to GET /sermons/{slug}: the sermon's page, or the site's 404 page. */
import { sermonSlug } from '../shared/sermon-links.ts';
import { withSeriesLinks } from '../shared/series-slugs.ts';
import type { FeedDeps } from '../../../app/deps.ts';
import { loadFeed, withPages } from './feed/feed-store.ts';
import { readFollowAlong } from './follow-along-read.ts';
import { sermonPage } from './sermon-page.ts';
import type { PageAnswer } from '../../../platform/server/pages/page-answer.ts';

/** The page of the sermon whose slug this is (the handler keeps it at the CDN till the feed changes). */
export async function sermonPageAnswer(deps: FeedDeps, slug: string): Promise<PageAnswer> {
  const { cfg } = deps;
  const { feed } = await loadFeed(deps);
  const items = withSeriesLinks(withPages(feed, cfg).items);
  const episode = items.find((item) => sermonSlug(item) === slug);
  if (!episode) return { kind: 'not-found' };
  const extras = await readFollowAlong(deps, episode);
  const parts = sermonPage(episode, cfg.timezone, episode.link!, cfg.siteUrl, extras);
  return { kind: 'page', frame: 'sermon', parts, status: 200 };
}
