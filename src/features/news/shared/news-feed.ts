/**
 * `/news.xml`: the news items showing today as an RSS 2.0 feed (docs/requirements.md, Home), for
 * feed readers and the church's newsletter tool. Built with fast-xml-builder, as the podcast feed
 * is (src/features/sermons/shared/feed.ts). Pure: the text's HTML comes from the caller's
 * markdown renderer, the time from its clock.
 */
import XMLBuilder from 'fast-xml-builder';
import { DateTime } from 'luxon';
import { escapeHtml } from '../../../platform/shared/html.ts';
import { xmlSafe } from '../../../platform/shared/xml.ts';
import { currentNews } from './news.ts';
import type { NewsItem } from './news-schema.ts';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/** What the feed says of itself. */
export interface NewsFeedSite {
  /** The site's address, without a trailing slash. */
  url: string;
  /** The church's name. */
  name: string;
  zone: string;
  /** Markdown to safe HTML (the events' renderer). */
  render: (markdown: string) => string;
}

/** The item's picture as HTML ahead of its text, whole addresses for feed readers. */
function picture(item: NewsItem, site: NewsFeedSite): string {
  if (!item.picture) return '';
  return `<p><img src="${site.url}${item.picture}" alt="${escapeHtml(item.pictureAlt ?? '')}"></p>`;
}

function itemXml(item: NewsItem, site: NewsFeedSite): Record<string, unknown> {
  const link = item.link ? new URL(item.link, `${site.url}/`).href : `${site.url}/#news-${item.id}`;
  return {
    title: xmlSafe(item.title),
    link,
    guid: { '#text': `${site.url}/news/${item.id}`, '@_isPermaLink': 'false' },
    pubDate: DateTime.fromISO(item.first, { zone: site.zone }).toRFC2822(),
    author: xmlSafe(item.author),
    description: xmlSafe(picture(item, site) + site.render(item.body)),
  };
}

/** The feed XML of the items showing at `now`, newest first day first. */
export function newsFeed(items: readonly NewsItem[], now: number, site: NewsFeedSite): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        'atom:link': {
          '@_href': `${site.url}/news.xml`,
          '@_rel': 'self',
          '@_type': 'application/rss+xml',
        },
        title: xmlSafe(`${site.name}: This week`),
        link: `${site.url}/`,
        description: xmlSafe(`News from ${site.name}`),
        language: 'en-us',
        item: currentNews(items, now, site.zone).map((item) => itemXml(item, site)),
      },
    },
  });
}
