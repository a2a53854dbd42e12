/**
 * Church news for /api/blog and /news.xml: the items staff keep in the content editor
 * ("This week", src/content/news.json, shipped with the functions), those showing today in the
 * church's time zone (shared/news.ts). The same in demo and production.
 */
import type { ServerDeps } from '../../../app/deps.ts';
import { readContentFile } from '../../../platform/server/content-file.ts';
import { loadMarkdown } from '../../../platform/server/markdown.ts';
import { CHURCH_FILE } from '../../church/content.ts';
import { blogAnswer } from '../shared/news.ts';
import { newsFeed } from '../shared/news-feed.ts';
import { NEWS_FILE } from '../shared/news-schema.ts';
import type { BlogAnswer } from '../shared/api-types.ts';

/** GET /api/blog */
export async function getBlog(deps: Pick<ServerDeps, 'clock' | 'cfg'>): Promise<BlogAnswer> {
  return blogAnswer(await readContentFile(NEWS_FILE), deps.clock.now(), deps.cfg.timezone);
}

/** GET /news.xml: the same items as an RSS feed, their text rendered as safe HTML. */
export async function getNewsFeed(deps: Pick<ServerDeps, 'clock' | 'cfg'>): Promise<string> {
  const [items, church, markdown] = await Promise.all([
    readContentFile(NEWS_FILE),
    readContentFile(CHURCH_FILE),
    loadMarkdown(),
  ]);
  return newsFeed(items, deps.clock.now(), {
    url: deps.cfg.siteUrl.replace(/\/$/, ''),
    name: church.name,
    zone: deps.cfg.timezone,
    render: markdown.renderMarkdown,
  });
}
