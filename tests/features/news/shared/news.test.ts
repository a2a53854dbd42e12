/**
 * The news items that show (src/features/news/shared/news.ts): from the first day to the last,
 * whole days in the church's time zone, and the file's rules (news-schema.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseContentFile } from '../../../../src/platform/server/content-file.ts';
import { blogAnswer, currentNews } from '../../../../src/features/news/shared/news.ts';
import { newsFeed } from '../../../../src/features/news/shared/news-feed.ts';
import { NEWS_FILE, type NewsItem } from '../../../../src/features/news/shared/news-schema.ts';

const ZONE = 'America/New_York';
const item = (id: string, first: string, last: string): NewsItem => ({
  id,
  title: id,
  author: 'Church Office',
  body: 'Text',
  first,
  last,
});
const at = (iso: string) => Date.parse(iso);

describe('which items show', () => {
  const items = [
    item('advent', '2026-12-01', '2026-12-24'),
    item('later', '2026-12-25', '2027-01-01'),
  ];

  test('from the first minute of the first day to the last minute of the last, church time', () => {
    // 2026-12-01 00:00 in New York is 05:00 UTC
    expect(currentNews(items, at('2026-12-01T04:59:00Z'), ZONE)).toEqual([]);
    expect(currentNews(items, at('2026-12-01T05:00:00Z'), ZONE).map((i) => i.id)).toEqual([
      'advent',
    ]);
    expect(currentNews(items, at('2026-12-25T04:59:00Z'), ZONE).map((i) => i.id)).toEqual([
      'advent',
    ]);
    expect(currentNews(items, at('2026-12-25T05:00:00Z'), ZONE).map((i) => i.id)).toEqual([
      'later',
    ]);
  });

  test('the newest first day first', () => {
    const both = [
      item('older', '2026-11-01', '2026-12-31'),
      item('newer', '2026-12-05', '2026-12-31'),
    ];
    expect(currentNews(both, at('2026-12-07T15:00:00Z'), ZONE).map((i) => i.id)).toEqual([
      'newer',
      'older',
    ]);
  });

  test('/api/blog answers the items showing, dated at the start of their first day', () => {
    const linked = { ...item('advent', '2026-12-01', '2026-12-24'), link: '/events' };
    const answer = blogAnswer([linked], at('2026-12-07T15:00:00Z'), ZONE);
    expect(answer.data).toEqual([
      {
        type: 'BlogPost',
        id: 'advent',
        attributes: {
          title: 'advent',
          author: 'Church Office',
          published_at: '2026-12-01T00:00:00.000-05:00',
          body: 'Text',
          link: '/events',
          link_text: 'Read more',
        },
      },
    ]);
  });
});

describe('the news file', () => {
  const parse = (entries: unknown[]) =>
    parseContentFile(NEWS_FILE, JSON.stringify({ news: entries }));

  test('the shipped file matches its schema', () => {
    const shipped = JSON.parse(readFileSync('src/content/news.json', 'utf8')) as {
      news: unknown[];
    };
    expect(parse(shipped.news).length).toBeGreaterThan(0);
  });

  test('a last day before the first is refused, naming the field', () => {
    expect(() => parse([item('backwards', '2026-12-24', '2026-12-01')])).toThrow(
      'news[0].last: must not come before the first day shown',
    );
  });

  test('a day not written as a date is refused, naming the field', () => {
    expect(() => parse([item('loose', 'Dec 1', '2026-12-24')])).toThrow(
      'news[0].first: must be a date like 2026-12-24',
    );
  });
});

describe('the news feed', () => {
  const site = {
    url: 'https://dcc.example',
    name: 'Dogwood Community Church',
    zone: ZONE,
    render: (markdown: string) => `<p>${markdown}</p>`,
  };

  test('is RSS 2.0 with the items showing, linked, dated and with their text as HTML', () => {
    const items = [
      { ...item('advent', '2026-12-01', '2026-12-24'), link: '/events' },
      item('gone', '2026-11-01', '2026-11-30'),
    ];
    const xml = newsFeed(items, at('2026-12-07T15:00:00Z'), site);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Dogwood Community Church: This week</title>');
    expect(xml).toContain('<link>https://dcc.example/events</link>');
    expect(xml).toContain('<pubDate>Tue, 01 Dec 2026 00:00:00 -0500</pubDate>');
    expect(xml).toContain('&lt;p&gt;Text&lt;/p&gt;');
    expect(xml).not.toContain('gone');
  });
});
