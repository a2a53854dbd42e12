/**
 * The live banner (src/features/live/README.md, its section The banner) at 375 and 1280 px: the
 * answer's notice as a link to /live, in the home page's welcome and in every other page's
 * header, asked once after load, none without a notice, and showing it moves nothing on the page
 * (no layout shift).
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import { baseUrl, DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import { axeViolations } from '../../../helpers/live-helpers.ts';

const answer = (notice: LiveAnswer['notice']): LiveAnswer => ({
  state: notice ? 'live' : 'idle',
  service: null,
  video: null,
  next: null,
  latest: null,
  notice,
  channelUrl: null,
  pollUntil: null,
  wakeAt: null,
  player: 'youtube',
  checkedAt: '2026-12-13T15:30:00.000Z',
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page at `path` whose /api/live answers `live`; its asks counted, its layout shifts summed. */
async function open(options: BrowserContextOptions, path: string, live: LiveAnswer) {
  const context = await browser.newContext({ ...options, baseURL: baseUrl() });
  let asks = 0;
  await context.route('**/api/live', (route) => {
    asks++;
    return route.fulfill({ json: live });
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const shifted = () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
  return { page, asks: () => asks, shifted };
}

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('the live banner at %s', (_size, options) => {
  test('shows the notice as a link to /live, asked once, moving nothing', async () => {
    for (const [path, place] of [
      ['/', 'main'],
      ['/about', 'banner'],
    ] as const) {
      const { page, asks, shifted } = await open(options, path, answer({ text: 'Live now' }));
      const banner = page.getByRole(place).getByRole('link', { name: 'Live now' });
      await expect.poll(() => banner.isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Live now' }).count()).toBe(1);
      expect(await banner.getAttribute('href')).toBe('/live');
      expect(asks()).toBe(1);
      expect(await shifted()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  test('shows nothing without a notice', async () => {
    const { page, asks } = await open(options, '/', answer(null));
    expect(asks()).toBe(1);
    expect(await page.locator('.live-banner').isVisible()).toBe(false);
    await page.context().close();
  });
});

test('/live has no banner of its own and asks once, for its island', async () => {
  const { page, asks } = await open(DESKTOP, '/live', answer({ text: 'Live now' }));
  expect(await page.locator('a.live-banner').count()).toBe(0);
  expect(asks()).toBe(1);
  await page.context().close();
});
