/**
 * Series pages in a browser (docs/requirements.md, "Series pages"): a series name on /media is a
 * link to its page, which lists the series' sermons newest first and links each to its page,
 * whose Series fact leads back.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../src/lib/api-types.ts';
import { sortNewestFirst } from '../../src/lib/podcast/episodes.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { api, axeViolations, openLive, overflowsHorizontally } from './live-helpers.ts';

let browser: Browser;
let episodes: Episode[];
beforeAll(async () => {
  browser = await launchBrowser();
  episodes = sortNewestFirst(await api<Episode[]>('/api/media'));
});
afterAll(() => browser.close());

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('series at %s', (_size, options) => {
  test('a series name on /media leads to the series’ page and back', async () => {
    // the first card's series is the newest sermon's
    const newest = episodes[0]!;
    const inSeries = episodes.filter((e) => e.summary === newest.summary);
    const page = await openLive(browser, '/media', options);
    const card = page.locator('.episode-card').first();
    await card.getByRole('link', { name: newest.summary }).click();
    await page.waitForURL(/\/sermons\/series\/[a-z0-9-]+$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      newest.summary.toUpperCase(),
    );
    const sermons = page.locator('.series-sermon-title a');
    expect(await sermons.allInnerTexts()).toEqual(inSeries.map((e) => e.title));
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await sermons.nth(1).click();
    await page.waitForURL(inSeries[1]!.link!);
    await page.locator('.detail-facts').getByRole('link', { name: newest.summary }).click();
    await page.waitForURL(/\/sermons\/series\/[a-z0-9-]+$/);
    expect(await page.title()).toBe(`${newest.summary} | DCC`);
    await page.context().close();
  });
});
