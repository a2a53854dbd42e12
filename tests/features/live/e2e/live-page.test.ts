/**
 * The /live page at 375 and 1280 px (src/features/live/README.md, its sections The page and Privacy): it
 * goes from countdown to live to replay as /api/live's answers change (given by the test, the
 * browser's clock moved), asks again only inside a window, asks nothing of any other host until
 * the visitor presses play, then only youtube-nocookie.com (fulfilled here: nothing leaves the
 * machine), and axe finds nothing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import { axeViolations } from '../../../helpers/live-helpers.ts';
import { countdown, heading, live, openLivePage, replay } from './live-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('/live at %s', (_size, options) => {
  test('goes from countdown to live to replay, asking only inside the window', async () => {
    let answer = countdown;
    const { page, outside, asks } = await openLivePage(browser, options, () => answer);
    await expect.poll(() => heading(page).textContent()).toBe('Live at 10:30AM');
    await expect
      .poll(() => page.locator('.live-overlay').textContent())
      .toMatch(/^Starts in 9:5\d$/);
    await page.clock.runFor(5_000);
    await expect
      .poll(() => page.locator('.live-overlay').textContent())
      .toMatch(/^Starts in 9:[45]\d$/);
    expect(await page.getByRole('button', { name: /^Play/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const first = asks();

    answer = live;
    await page.clock.runFor(60_000);
    await expect.poll(() => heading(page).textContent()).toBe('Live now');
    expect(await page.locator('.live-title').textContent()).toBe('Advent III');
    expect(await page.getByRole('button', { name: 'Play: Advent III' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    answer = replay;
    await page.clock.runFor(60_000);
    await expect.poll(() => heading(page).textContent()).toBe('Watch the replay');
    const sermon = page.getByRole('link', { name: 'The sermon’s page' });
    expect(await sermon.getAttribute('href')).toBe('/sermons/advent-iii');
    expect(asks()).toBe(first + 2);

    // the replay's answer has no window: the page asks no more, however long it stays open
    // (minute by minute, each given time for an ask to arrive and set its next timer)
    for (let minute = 0; minute < 5; minute++) {
      await page.clock.runFor(60_000);
      await page.waitForTimeout(300);
    }
    expect(asks()).toBe(first + 2);
    expect(outside).toEqual([]);
    await page.context().close();
  });

  test('nothing leaves for another host until play; then only youtube-nocookie.com', async () => {
    const { page, outside } = await openLivePage(browser, options, () => live);
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    const poster = page.locator('.live-poster img');
    expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.src)).origin).toBe(
      new URL(baseUrl()).origin,
    );
    expect(outside).toEqual([]);

    await page.getByRole('button', { name: 'Play: Advent III' }).click();
    const frame = page.locator('iframe.live-frame');
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
    );
    expect(await frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(await frame.getAttribute('title')).toBe('Advent III (video player)');
    await expect
      .poll(() => page.frameLocator('iframe.live-frame').locator('p').textContent())
      .toBe('embedded player');
    expect(outside.map((url) => new URL(url).origin)).toEqual(['https://www.youtube-nocookie.com']);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
