/**
 * The /live page at 375 and 1280 px (src/features/live/README.md, "The page" and "Privacy"): it
 * goes from countdown to live to replay as /api/live's answers change (given by the test, the
 * browser's clock moved), asks again only inside a window, asks nothing of any other host until
 * the visitor presses play, then only youtube-nocookie.com (fulfilled here: nothing leaves the
 * machine), and axe finds nothing.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import { baseUrl, DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import { axeViolations, CHURCH_ZONE } from '../../../helpers/live-helpers.ts';

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);
// the service the test's answers speak of: 10:30 in the church's zone (New York, EST)
const START = Date.parse('2026-12-13T15:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const stream = { id: 'abcdefghijk', title: 'Advent III', watchUrl: null, endedAt: null };
const service = { title: 'Sunday Worship', startsAt: iso(START) };

const base: LiveAnswer = {
  state: 'idle',
  service: null,
  video: null,
  next: null,
  latest: null,
  notice: null,
  channelUrl: null,
  pollUntil: null,
  wakeAt: null,
  player: 'youtube',
  checkedAt: iso(START),
};
const countdown: LiveAnswer = {
  ...base,
  state: 'countdown',
  service,
  notice: { text: 'Live at 10:30AM' },
  pollUntil: iso(START + 90 * 60_000),
};
const live: LiveAnswer = {
  ...countdown,
  state: 'live',
  video: stream,
  notice: { text: 'Live now' },
};
const replay: LiveAnswer = {
  ...live,
  state: 'replay',
  video: { ...stream, endedAt: iso(START + 3_600_000), sermonPage: '/sermons/advent-iii' },
  notice: { text: 'Watch the replay' },
  pollUntil: null,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page whose /api/live answers `answer()`, counting its asks and every other host's. */
async function openLivePage(options: BrowserContextOptions, answer: () => LiveAnswer) {
  const context = await browser.newContext({ ...options, baseURL: baseUrl() });
  const outside: string[] = [];
  let asks = 0;
  await context.route('**/api/live', (route) => {
    asks++;
    return route.fulfill({ json: answer() });
  });
  // recorded; YouTube's embed fulfilled with a page of our own, anything else refused
  await context.route(
    (url) => url.protocol !== 'data:' && !LOCAL.has(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      outside.push(url.href);
      if (url.hostname !== 'www.youtube-nocookie.com') return route.abort();
      return route.fulfill({ contentType: 'text/html', body: '<p>embedded player</p>' });
    },
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.clock.install({ time: START - 10 * 60_000 });
  await page.goto('/live', { waitUntil: 'networkidle' });
  return { page, outside, asks: () => asks };
}

const heading = (page: Page) => page.locator('#live-heading');

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('/live at %s', (_size, options) => {
  test('goes from countdown to live to replay, asking only inside the window', async () => {
    let answer = countdown;
    const { page, outside, asks } = await openLivePage(options, () => answer);
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
    await page.clock.runFor(30 * 60_000);
    expect(asks()).toBe(first + 2);
    expect(outside).toEqual([]);
    await page.context().close();
  });

  test('nothing leaves for another host until play; then only youtube-nocookie.com', async () => {
    const { page, outside } = await openLivePage(options, () => live);
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

test('the church’s time zone, not the visitor’s, names the service’s time', async () => {
  expect(CHURCH_ZONE).toBe('America/New_York');
  const context = await browser.newContext({
    ...DESKTOP,
    baseURL: baseUrl(),
    timezoneId: 'Asia/Tokyo',
  });
  await context.route('**/api/live', (route) =>
    route.fulfill({ json: { ...base, next: service } }),
  );
  const page = await context.newPage();
  await page.goto('/live');
  await expect.poll(() => heading(page).textContent()).toBe('Next service');
  await expect
    .poll(() => page.locator('.live-more').textContent())
    .toBe('Next service: Sunday, Dec 13 at 10:30AM');
  await context.close();
});

test('/live’s policy allows exactly one frame, YouTube’s privacy-enhanced embed', async () => {
  const policy = async (path: string) =>
    (await fetch(`${baseUrl()}${path}`)).headers.get('content-security-policy') ?? '';
  const csp = await policy('/live');
  expect(csp.match(/frame-src [^;]*/g)).toEqual(['frame-src https://www.youtube-nocookie.com']);
  expect(await policy('/')).not.toContain('frame-src');
});
