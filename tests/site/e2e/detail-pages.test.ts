/**
 * The page of a sermon and of an event, in Chromium as a visitor meets them from a shared link:
 * readable at 375 px and 1280 px, the sermon playable, Share through the phone's share sheet or
 * the clipboard, the event's details made safe and shown, its Register button, axe clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../src/features/events/shared/api-types.ts';
import type { Episode } from '../../../src/features/sermons/shared/api-types.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../helpers/browser.ts';
import {
  api,
  axeViolations,
  expectPlaying,
  openLive,
  overflowsHorizontally,
  sharedPage,
} from '../../helpers/live-helpers.ts';

let browser: Browser;
let sermon: Episode;
beforeAll(async () => {
  browser = await launchBrowser();
  [sermon] = (await api<Episode[]>('/api/media')) as [Episode];
});
afterAll(() => browser.close());

const pathOf = (url: string) => new URL(url).pathname;

// A describe with one page runs its tests in order on it, each checking one behaviour.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a sermon’s page on a %s', (_name, options) => {
  const view = sharedPage(
    () => browser,
    () => pathOf(sermon.link!),
    options,
  );

  test('is headed with the sermon’s title', async () => {
    expect(await view().getByRole('heading', { level: 1 }).textContent()).toBe(sermon.title);
  });

  test('lists its Date, Series, Speaker and Length', async () => {
    for (const term of ['Date', 'Series', 'Speaker', 'Length'])
      expect(await view().locator('dt', { hasText: term }).count()).toBe(1);
  });

  test('fits the width and passes axe', async () => {
    expect(await overflowsHorizontally(view())).toBe(false);
    expect(await axeViolations(view())).toEqual([]);
  });

  test('plays', async () => {
    const audio = view().locator('audio');
    await audio.evaluate((a: HTMLAudioElement) => a.play());
    await expectPlaying(audio);
  });
});

describe('a sermon’s Share button', () => {
  test('Share opens the share sheet where the browser has one', async () => {
    const page = await openLive(browser, pathOf(sermon.link!), PHONE);
    await page.evaluate(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      navigator.share = (data) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
        return Promise.resolve();
      };
    });
    await page.getByRole('button', { name: 'Share' }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: sermon.title, url: sermon.link },
    ]);
    await page.context().close();
  });

  test('Share copies the link where it has none, and says so', async () => {
    const page = await openLive(browser, pathOf(sermon.link!), DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Link copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sermon.link);
    await page.context().close();
  });
});

describe('an event’s page', () => {
  let special: EventsAnswer;
  let event: NonNullable<EventsAnswer['included']>[number];
  let page: Page;
  beforeAll(async () => {
    special = await api<EventsAnswer>('/api/events/special');
    const found = special.included?.find((e) => e.attributes.registration_url);
    // the demo calendar must hold a special event that takes registrations
    expect(found, 'a special event with a registration link').toBeDefined();
    event = found!;
    page = await openLive(browser, event.attributes.page, PHONE);
  });
  afterAll(() => page.context().close());

  test('is headed with the event’s name', async () => {
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(event.attributes.name);
  });

  test('shows its details as markup, through the site’s sanitizer', async () => {
    await expect.poll(() => page.locator('#event-details strong').count()).toBeGreaterThan(0);
  });

  test('Register links the event’s sign-up page', async () => {
    const register = page.getByRole('link', { name: /^Register/ });
    expect(await register.getAttribute('href')).toBe(event.attributes.registration_url);
  });

  test('offers a calendar file for each upcoming occurrence', async () => {
    const occurrences = special.data.filter((o) => o.relationships.event.data.id === event.id);
    expect(await page.getByRole('link', { name: /^Add to calendar/ }).count()).toBe(
      occurrences.length,
    );
  });

  test('fits the width and passes axe', async () => {
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('an event that is over', () => {
  test('says so and points to what is coming up', async () => {
    const page = await openLive(browser, '/events/6105-harvest-dinner', DESKTOP);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Harvest Dinner has ended',
    );
    expect(
      await page.getByRole('link', { name: "See what's happening" }).getAttribute('href'),
    ).toBe('/events');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
