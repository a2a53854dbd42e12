import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../src/lib/api-types.ts';
import { formatRfc2822Date } from '../../src/lib/dates.ts';
import { formatDuration, sortNewestFirst } from '../../src/lib/podcast/episodes.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import {
  api,
  axeViolations,
  CHURCH_ZONE,
  expectPlaying,
  openLive,
  overflowsHorizontally,
} from './live-helpers.ts';

let browser: Browser;
let episodes: Episode[];
beforeAll(async () => {
  browser = await launchBrowser();
  episodes = sortNewestFirst(await api<Episode[]>('/api/media'));
});
afterAll(() => browser.close());

const titles = (page: Page) => page.locator('.episode-title').allInnerTexts();
const pageButtons = (page: Page) => page.getByRole('navigation', { name: 'Sermon pages' });
const current = (page: Page) => pageButtons(page).locator('[aria-current="page"]').innerText();
const query = (page: Page) => new URL(page.url()).searchParams;

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('media page at %s', (_size, options) => {
  test('shows newest first, pages, filters, and keeps the view in the URL', async () => {
    expect(episodes.length).toBeGreaterThan(9);
    const page = await openLive(browser, '/media', options);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('MEDIA');
    const badges = page.getByRole('list', { name: 'Listen and subscribe' }).getByRole('link');
    expect(await badges.allInnerTexts()).toEqual([
      'Apple Podcasts',
      'Spotify',
      'YouTube',
      'RSS feed',
    ]);
    expect(await badges.last().getAttribute('href')).toBe('/podcast.xml');
    expect(await badges.first().getAttribute('href')).toMatch(/^https:\/\//);

    await expect.poll(() => titles(page)).toEqual(episodes.slice(0, 9).map((e) => e.title));
    const facts = await page.locator('.episode-card').first().locator('.episode-facts').innerText();
    // Church-zone date even though the browser's clock is in Tokyo.
    expect(facts).toContain(formatRfc2822Date(episodes[0]!.pubDate, CHURCH_ZONE));
    expect(facts).toContain(episodes[0]!.summary);
    expect(facts).toContain(episodes[0]!.author);
    expect(facts).toContain(formatDuration(episodes[0]!.duration));
    expect(await pageButtons(page).getByRole('button').count()).toBe(
      Math.ceil(episodes.length / 9),
    );
    expect(await current(page)).toBe('1');

    await pageButtons(page).getByRole('button', { name: 'Page 2' }).click();
    expect(query(page).get('page')).toBe('2');
    expect(await current(page)).toBe('2');
    expect(await titles(page)).toEqual(episodes.slice(9, 18).map((e) => e.title));

    const series = episodes.at(-1)!.summary;
    const inSeries = episodes.filter((e) => e.summary === series);
    await page.getByLabel('Series').selectOption(series);
    expect(query(page).get('series')).toBe(series);
    expect(query(page).get('page')).toBeNull();
    expect(await titles(page)).toEqual(inSeries.slice(0, 9).map((e) => e.title));
    const speakers = await page.getByLabel('Speaker').locator('option').allInnerTexts();
    expect(speakers).toEqual(
      ['Any Speaker', ...new Set(inSeries.map((e) => e.author))].sort((a, b) =>
        a === 'Any Speaker' ? -1 : b === 'Any Speaker' ? 1 : a.localeCompare(b),
      ),
    );

    const speaker = inSeries[0]!.author;
    await page.getByLabel('Speaker').selectOption(speaker);
    const seriesOptions = await page.getByLabel('Series').locator('option').allInnerTexts();
    expect(seriesOptions.slice(1).sort()).toEqual(
      [...new Set(episodes.filter((e) => e.author === speaker).map((e) => e.summary))].sort(),
    );
    expect(await titles(page)).toEqual(
      inSeries
        .filter((e) => e.author === speaker)
        .slice(0, 9)
        .map((e) => e.title),
    );

    // Back twice: to the series alone, then to page 2 of everything.
    await page.goBack();
    await expect.poll(() => page.getByLabel('Speaker').inputValue()).toBe('');
    await page.goBack();
    await expect.poll(() => current(page)).toBe('2');
    expect(await page.getByLabel('Series').inputValue()).toBe('');
    expect(await titles(page)).toEqual(episodes.slice(9, 18).map((e) => e.title));

    // A shared link opens the same view.
    await page.goto(`/media?series=${encodeURIComponent(series)}&per=2&page=2`);
    await expect.poll(() => titles(page)).toEqual(inSeries.slice(2, 4).map((e) => e.title));
    expect(await current(page)).toBe('2');

    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.context().close();
  });
});

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('media page at %s', (_size, options) => {
  test('clamps per page to 1..100 and hides the page buttons when it is empty', async () => {
    const page = await openLive(browser, '/media', options);
    await expect.poll(() => titles(page)).toHaveLength(9);
    const perPage = page.getByLabel('Per page');
    await perPage.fill('');
    await expect.poll(() => titles(page)).toHaveLength(episodes.length);
    expect(await pageButtons(page).count()).toBe(0);
    await perPage.fill('500');
    expect(await perPage.inputValue()).toBe('100');
    await perPage.fill('0');
    expect(await perPage.inputValue()).toBe('1');
    expect(await titles(page)).toHaveLength(1);
    expect(await pageButtons(page).getByRole('button').count()).toBe(episodes.length);
    await perPage.fill('4');
    expect(await titles(page)).toHaveLength(4);
    expect(query(page).get('per')).toBe('4');
    await page.context().close();
  });
});

describe('sermon players', () => {
  test('play one at a time and stop when the filters change', async () => {
    const page = await openLive(browser, '/media', DESKTOP);
    const [first, second] = episodes;
    await page.getByRole('button', { name: `Play ${first!.title}` }).click();
    const audio = page.locator('audio');
    await expect.poll(() => audio.count()).toBe(1);
    await expectPlaying(audio.first());
    expect(await audio.first().getAttribute('src')).toBe(first!.enclosure.url);

    await page.getByRole('button', { name: `Play ${second!.title}` }).click();
    await expect.poll(() => audio.count()).toBe(1);
    expect(await audio.first().getAttribute('src')).toBe(second!.enclosure.url);
    await expectPlaying(audio.first());
    // The first card is back to its play button.
    expect(await page.getByRole('button', { name: `Play ${first!.title}` }).count()).toBe(1);

    const playing = await audio.first().elementHandle();
    await page.getByLabel('Speaker').selectOption(second!.author);
    expect(await audio.count()).toBe(0);
    // The element that was playing is detached and paused, not playing on in the background.
    expect(await playing?.evaluate((a: HTMLAudioElement) => a.isConnected || !a.paused)).toBe(
      false,
    );
    await page.context().close();
  });
});

describe('sermon cards on a phone', () => {
  test('are rows with the artwork beside the title, and playing gives a full-width bar', async () => {
    const page = await openLive(browser, '/media', PHONE);
    const [first] = episodes;
    const card = page.locator('.episode-card').first();
    await expect.poll(() => card.locator('.episode-title').innerText()).toBe(first!.title);
    const box = async (selector: string) => (await card.locator(selector).boundingBox())!;
    const [cardBox, art, title] = [
      await card.boundingBox(),
      await box('.player'),
      await box('.episode-title'),
    ];
    // a thumbnail, not the card's width: the banner stays the largest thing a phone paints first
    expect(art.width).toBeLessThan(cardBox!.width * 0.4);
    expect(title.x).toBeGreaterThanOrEqual(art.x + art.width);
    expect(Math.abs(title.y - art.y)).toBeLessThan(8);

    await page.getByRole('button', { name: `Play ${first!.title}` }).click();
    const audio = card.locator('audio');
    await expectPlaying(audio);
    const bar = (await audio.boundingBox())!;
    expect(bar.width).toBeGreaterThan(cardBox!.width * 0.8);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.context().close();
  });

  test('keep the full-width artwork on a desktop', async () => {
    const page = await openLive(browser, '/media', DESKTOP);
    const card = page.locator('.episode-card').first();
    await expect.poll(() => card.locator('.episode-title').count()).toBe(1);
    const [cardBox, art] = [await card.boundingBox(), await card.locator('.player').boundingBox()];
    expect(art!.width).toBeGreaterThan(cardBox!.width * 0.8);
    await page.context().close();
  });
});
