/**
 * A news item's optional picture (src/features/news/shared/news-schema.ts): a file in
 * /images/news/ with words for those who cannot see it, given by /api/blog and the feed.
 */
import { describe, expect, test } from 'vitest';
import { parseContentFile } from '../../../../src/platform/server/content-file.ts';
import { blogAnswer } from '../../../../src/features/news/shared/news.ts';
import { newsFeed } from '../../../../src/features/news/shared/news-feed.ts';
import { NEWS_FILE, type NewsItem } from '../../../../src/features/news/shared/news-schema.ts';

const ZONE = 'America/New_York';
const NOW = Date.parse('2026-12-07T15:00:00Z');
const pictured: NewsItem = {
  id: 'd-nite',
  title: 'D-Nite',
  author: 'Youth Ministry',
  body: 'Sundays at 6:30 PM.',
  first: '2026-12-01',
  last: '2026-12-24',
  picture: '/images/news/d-nite.jpg',
  pictureAlt: 'Students around a "fire" <pit>',
};
const parse = (entry: object) => parseContentFile(NEWS_FILE, JSON.stringify({ news: [entry] }));

describe('a news picture', () => {
  test('must be a picture in /images/news/, with its description', () => {
    expect(parse(pictured)).toHaveLength(1);
    expect(() => parse({ ...pictured, picture: 'https://elsewhere.example/x.jpg' })).toThrow(
      'news[0].picture: must be a JPEG, PNG or WebP in /images/news/',
    );
    expect(() => parse({ ...pictured, pictureAlt: undefined })).toThrow(
      'news[0].pictureAlt: must say what the picture shows',
    );
  });

  test('/api/blog gives its path and description', () => {
    expect(blogAnswer([pictured], NOW, ZONE).data[0]?.attributes).toMatchObject({
      image_url: '/images/news/d-nite.jpg',
      image_alt: 'Students around a "fire" <pit>',
    });
  });

  test('the feed shows it ahead of the text, at its whole address, its description escaped', () => {
    const xml = newsFeed([pictured], NOW, {
      url: 'https://dcc.example',
      name: 'Dogwood Community Church',
      zone: ZONE,
      render: (markdown) => `<p>${markdown}</p>`,
    });
    expect(xml).toContain(
      '&lt;p&gt;&lt;img src=&quot;https://dcc.example/images/news/d-nite.jpg&quot; alt=&quot;Students around a &amp;quot;fire&amp;quot; &amp;lt;pit&amp;gt;&quot;&gt;&lt;/p&gt;&lt;p&gt;Sundays',
    );
  });
});
