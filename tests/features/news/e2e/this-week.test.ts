/**
 * The home page's "This Week" at 375 and 1280 px: the news items showing on the day of the
 * build, newest first, their pictures described, and the feed linked; no sideways scrolling.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentNews } from '../../../../src/features/news/shared/news.ts';
import { NEWS_FILE } from '../../../../src/features/news/shared/news-schema.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { parseContentFile } from '../../../../src/platform/server/content-file.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import { overflowsHorizontally, sharedPage } from '../../../helpers/live-helpers.ts';

const items = currentNews(
  parseContentFile(NEWS_FILE, readFileSync(NEWS_FILE.file, 'utf8')),
  Date.now(),
  config().timezone,
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('This Week at %s', (_size, options) => {
  const view = sharedPage(() => browser, '/', options);

  test('the demo file has news showing today, with a picture', () => {
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => item.picture)).toBe(true);
  });

  test('lists the items showing, newest first, each with its text and link', async () => {
    const week = view().getByRole('region', { name: 'This Week' });
    await week.scrollIntoViewIfNeeded();
    const titles = await week.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(items.map((item) => item.title));
    for (const item of items.filter((i) => i.link)) {
      const link = week
        .locator(`#news-${item.id}`)
        .getByRole('link', { name: item.linkText ?? 'Read more' });
      expect(await link.getAttribute('href')).toBe(item.link);
    }
    const feed = week.getByRole('link', { name: /feed reader/ });
    expect(await feed.getAttribute('href')).toBe('/news.xml');
  });

  test('shows each picture, described, at its full width and without moving the page', async () => {
    for (const item of items.filter((i) => i.picture)) {
      const picture = view().locator(`#news-${item.id} img`);
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await picture.getAttribute('alt')).toBe(item.pictureAlt);
      const box = (await picture.boundingBox())!;
      expect(Math.round((box.width / box.height) * 9)).toBe(16);
    }
    expect(await overflowsHorizontally(view())).toBe(false);
  });
});
