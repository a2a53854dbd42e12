/**
 * The lists lead somewhere: sermon cards and the home page's newest sermon open the sermon's
 * page, event entries open the event's page and show Register when Planning Center takes
 * sign-ups. And a reader who scrolls at a normal pace never meets a skeleton: the live lists
 * below the fold have their data before they come into view.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { newestEpisode } from '../../../../src/features/sermons/shared/episodes.ts';
import { launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';
import { api } from '../../../helpers/live-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** An event of the calendar that takes registrations, with its page. */
async function registeringEvent(kind: 'special' | 'youth') {
  const answer = await api<EventsAnswer>(`/api/events/${kind}`);
  const event = answer.included?.find((e) => e.attributes.registration_url);
  if (!event) throw new Error(`the demo's ${kind} calendar has no event with a registration`);
  return event.attributes;
}

describe('links from the lists', () => {
  test('a sermon card opens its sermon page', async () => {
    const newest = newestEpisode(await api<Episode[]>('/api/media'))!;
    const page = await openPage(browser, '/media', PHONE);
    const link = page.getByRole('link', { name: newest.title, exact: true }).first();
    expect(await link.getAttribute('href')).toBe(newest.link);
    await link.click();
    await page.waitForURL(`**${new URL(newest.link!).pathname}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(newest.title);
    await page.context().close();
  });

  test("the home page's newest sermon opens its page", async () => {
    const newest = newestEpisode(await api<Episode[]>('/api/media'))!;
    const page = await openPage(browser, '/', PHONE);
    await page.mouse.wheel(0, 1500);
    const link = page.getByRole('link', { name: newest.title, exact: true });
    expect(await link.getAttribute('href')).toBe(newest.link);
    await page.context().close();
  });
});

// One list page per calendar; its tests run in order on it, each checking one behaviour.
describe.each([
  ['/events', 'special'],
  ['/youth', 'youth'],
] as const)('an event entry on %s', (path, kind) => {
  let page: Page;
  let event: Awaited<ReturnType<typeof registeringEvent>>;
  const entry = () =>
    page
      .locator('article.event-entry')
      .filter({ has: page.getByRole('link', { name: event.name, exact: true }) })
      .first();
  beforeAll(async () => {
    event = await registeringEvent(kind);
    page = await openPage(browser, path, PHONE);
    // lists below the fold hydrate as they come near: scroll down to them as a reader would
    await page.mouse.wheel(0, 6000);
    await entry().scrollIntoViewIfNeeded();
  });
  afterAll(() => page.context().close());

  test('offers Register, to Planning Center’s sign-up', async () => {
    const register = entry().getByRole('link', { name: `Register for ${event.name}`, exact: true });
    expect(await register.getAttribute('href')).toBe(event.registration_url);
  });

  test('opens the event’s page', async () => {
    await entry().getByRole('link', { name: event.name, exact: true }).click();
    await page.waitForURL(`**${event.page}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(event.name);
  });

  test('the event’s page offers one button to the same sign-up', async () => {
    // its bare Register link, or the connected sign-up's button in its place (signups feature)
    await page.getByRole('heading', { level: 1 }).waitFor();
    const buttons = page.locator(`a.button[href="${event.registration_url}"]`);
    expect(await buttons.count()).toBe(1);
  });
});

/** Scrolls like a reader, a fifth of a screen at a time; returns what each list showed on arrival. */
async function scrollThrough(page: Page, lists: string[]): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (let step = 0; step < 200 && Object.keys(seen).length < lists.length; step++) {
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(100); // a reader's pace: the lists must keep up with it
    const arrived = await page.evaluate((selectors) => {
      const found: Record<string, string> = {};
      for (const selector of selectors) {
        const list = document.querySelector(selector);
        const top = list?.getBoundingClientRect().top ?? Infinity;
        if (top < innerHeight) {
          const skeleton = list?.querySelector('.skeleton-block, .player-placeholder');
          found[selector] = skeleton ? 'skeleton' : 'content';
        }
      }
      return found;
    }, lists);
    for (const [selector, what] of Object.entries(arrived)) seen[selector] ??= what;
  }
  return seen;
}

describe('live lists below the fold', () => {
  test.each([
    [
      '/',
      ['section[aria-labelledby="sermon-heading"]', 'section[aria-labelledby="medley-heading"]'],
    ],
    ['/youth', ['section.event-list']],
  ])('%s: each list has its data when it scrolls into view', async (path, lists) => {
    const page = await openPage(browser, path, PHONE);
    // a reader takes a moment before scrolling; the page uses it to fetch what its lists show
    // (a loaded runner's Netlify CLI may take seconds for that, so wait until the network rests)
    await page.waitForLoadState('networkidle');
    expect(await scrollThrough(page, lists)).toEqual(
      Object.fromEntries(lists.map((list) => [list, 'content'])),
    );
    await page.context().close();
  });
});
