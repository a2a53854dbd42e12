/**
 * This week's news from outside (docs/requirements.md, Home): `/api/blog` and `/news.xml` answer
 * the items of the shipped news file that show today in the church's time zone, read by the
 * functions from the file they ship with.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BlogAnswer } from '../../../../src/features/news/shared/api-types.ts';
import { currentNews } from '../../../../src/features/news/shared/news.ts';
import { NEWS_FILE } from '../../../../src/features/news/shared/news-schema.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { parseContentFile } from '../../../../src/platform/server/content-file.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

/** The items the shipped file shows now; the demo file keeps some showing for a while. */
function showing() {
  const items = parseContentFile(NEWS_FILE, readFileSync(NEWS_FILE.file, 'utf8'));
  return currentNews(items, Date.now(), config().timezone);
}

describe('the news', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  test('/api/blog answers the items showing today, newest first, cached at the CDN', async () => {
    const response = await fetch(`${server.url}/api/blog`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const answer = (await response.json()) as BlogAnswer;
    expect(answer.data.map((post) => post.id)).toEqual(showing().map((item) => item.id));
    const dates = answer.data.map((post) => post.attributes.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const pictured = answer.data.find((post) => post.attributes.image_url);
    if (pictured) expect(pictured.attributes.image_alt).toMatch(/\w/);
  });

  test('/news.xml is an RSS feed of the same items', async () => {
    const response = await fetch(`${server.url}/news.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    const items = showing();
    expect(xml.match(/<item>/g) ?? []).toHaveLength(items.length);
    for (const item of items) expect(xml).toContain(`/news/${item.id}</guid>`);
  });
});
