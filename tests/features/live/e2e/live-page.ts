/** The /live browser tests' answers of /api/live and their page (live-page.test.ts, live-policy.test.ts). */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import { baseUrl } from '../../../helpers/browser.ts';

/** The machine's own hosts. */
export const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);
// the service the test's answers speak of: 10:30 in the church's zone (New York, EST)
export const START = Date.parse('2026-12-13T15:30:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();
const stream = { id: 'abcdefghijk', title: 'Advent III', watchUrl: null, endedAt: null };
export const service = { title: 'Sunday Worship', startsAt: iso(START) };

export const base: LiveAnswer = {
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
export const countdown: LiveAnswer = {
  ...base,
  state: 'countdown',
  service,
  notice: { text: 'Live at 10:30AM' },
  pollUntil: iso(START + 90 * 60_000),
};
export const live: LiveAnswer = {
  ...countdown,
  state: 'live',
  video: stream,
  notice: { text: 'Live now' },
};
export const replay: LiveAnswer = {
  ...live,
  state: 'replay',
  video: { ...stream, endedAt: iso(START + 3_600_000), sermonPage: '/sermons/advent-iii' },
  notice: { text: 'Watch the replay' },
  pollUntil: null,
};

/** A page whose /api/live answers `answer()`, counting its asks and every other host's. */
export async function openLivePage(
  browser: Browser,
  options: BrowserContextOptions,
  answer: () => LiveAnswer,
) {
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

/** The page's heading (its state's words). */
export const heading = (page: Page) => page.locator('#live-heading');
