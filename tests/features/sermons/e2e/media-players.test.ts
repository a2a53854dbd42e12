/** The sermon players and card layout on /media; each describe shares one page, tests in order. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { sortNewestFirst } from '../../../../src/features/sermons/shared/episodes.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  api,
  expectPlaying,
  openLive,
  overflowsHorizontally,
  sharedPage,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
let episodes: Episode[];
beforeAll(async () => {
  browser = await launchBrowser();
  episodes = sortNewestFirst(await api<Episode[]>('/api/media'));
});
afterAll(() => browser.close());

describe('sermon players', () => {
  const view = sharedPage(() => browser, '/media', DESKTOP);
  const audio = () => view().locator('audio');
  const play = (episode: Episode) =>
    view()
      .getByRole('button', { name: `Play ${episode.title}` })
      .click();

  test("Play plays that sermon's audio", async () => {
    await play(episodes[0]!);
    await expect.poll(() => audio().count()).toBe(1);
    await expectPlaying(audio().first());
    expect(await audio().first().getAttribute('src')).toBe(episodes[0]!.enclosure.url);
  });

  test('playing another sermon replaces the first, whose card gets its play button back', async () => {
    const page = view();
    const [first, second] = episodes;
    await play(second!);
    await expect.poll(() => audio().count()).toBe(1);
    expect(await audio().first().getAttribute('src')).toBe(second!.enclosure.url);
    await expectPlaying(audio().first());
    expect(await page.getByRole('button', { name: `Play ${first!.title}` }).count()).toBe(1);
  });

  test('a filter change stops the player, which does not play on detached', async () => {
    const page = view();
    const playing = await audio().first().elementHandle();
    await page.getByLabel('Speaker').selectOption(episodes[1]!.author);
    expect(await audio().count()).toBe(0);
    expect(await playing?.evaluate((a: HTMLAudioElement) => a.isConnected || !a.paused)).toBe(
      false,
    );
  });
});

describe('sermon cards on a phone', () => {
  const view = sharedPage(() => browser, '/media', PHONE);
  const card = () => view().locator('.episode-card').first();
  const box = async (selector: string) => (await card().locator(selector).boundingBox())!;

  test('are rows with a thumbnail beside the title', async () => {
    await expect.poll(() => card().locator('.episode-title').innerText()).toBe(episodes[0]!.title);
    const [cardBox, art, title] = [
      (await card().boundingBox())!,
      await box('.player'),
      await box('.episode-title'),
    ];
    // a thumbnail, not the card's width: the banner stays the largest thing a phone paints first
    expect(art.width).toBeLessThan(cardBox.width * 0.4);
    expect(title.x).toBeGreaterThanOrEqual(art.x + art.width);
    expect(Math.abs(title.y - art.y)).toBeLessThan(8);
  });

  test('playing gives a full-width bar that fits the page', async () => {
    const page = view();
    await page.getByRole('button', { name: `Play ${episodes[0]!.title}` }).click();
    const audio = card().locator('audio');
    await expectPlaying(audio);
    const bar = (await audio.boundingBox())!;
    expect(bar.width).toBeGreaterThan((await card().boundingBox())!.width * 0.8);
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});

describe('sermon cards on a desktop', () => {
  test('keep the full-width artwork', async () => {
    const page = await openLive(browser, '/media', DESKTOP);
    const card = page.locator('.episode-card').first();
    await expect.poll(() => card.locator('.episode-title').count()).toBe(1);
    const [cardBox, art] = [await card.boundingBox(), await card.locator('.player').boundingBox()];
    expect(art!.width).toBeGreaterThan(cardBox!.width * 0.8);
    await page.context().close();
  });
});
