/**
 * The events page's Weekday view on a Sunday afternoon (docs/requirements.md section 2, Events):
 * the list, eight weeks of a church's week from Monday on, shows every weekday heading at once,
 * "Upcoming Sundays" with next Sunday's services among them, before any "Show more events";
 * at 375 and 1280 px. The browser's clock is held at 3 PM that Sunday in the church's zone.
 */
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import { baseUrl, DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  axeViolations,
  CHURCH_ZONE,
  overflowsHorizontally,
} from '../../../helpers/live-helpers.ts';
import { displayBy, regular, texts } from './events.ts';

const NOW = DateTime.fromObject({ year: 2025, month: 3, day: 2, hour: 15 }, { zone: CHURCH_ZONE });
// [name, weekday (1 Monday .. 7 Sunday), hour]
const WEEK: [string, number, number][] = [
  ['Sunday Worship', 7, 10],
  ['Men’s Group', 1, 19],
  ['Bible Study', 2, 10],
  ['Prayer Meeting', 3, 19],
  ['Choir', 4, 18],
  ['Youth Night', 5, 19],
  ['Men’s Breakfast', 6, 8],
];

/** /api/events/church as it answers at NOW: eight weeks of the week, from tomorrow on. */
function answer(): EventsAnswer {
  const iso = (t: DateTime) => t.toUTC().toISO({ suppressMilliseconds: true })!;
  const data = WEEK.flatMap(([, weekday, hour], event) =>
    Array.from({ length: 8 }, (_, week) => {
      const start = NOW.plus({ days: weekday, weeks: week }).set({ hour });
      return {
        type: 'EventInstance' as const,
        id: `9${event}${week}`,
        attributes: { starts_at: iso(start), ends_at: iso(start.plus({ hours: 1 })) },
        relationships: { event: { data: { type: 'Event' as const, id: `8${event}` } } },
      };
    }),
  ).sort((a, b) => a.attributes.starts_at.localeCompare(b.attributes.starts_at));
  const included = WEEK.map(([name], event) => ({
    type: 'Event' as const,
    id: `8${event}`,
    attributes: {
      name,
      summary: '',
      details: '',
      details_html: '',
      attachments: [],
      registration_url: null,
      page: `/events/8${event}`,
    },
  }));
  return { data, included };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SIZES = [
  ['375px', PHONE],
  ['1280px', DESKTOP],
] as const;

describe.each(SIZES)('Weekday on a Sunday afternoon at %s', (_size, options) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({
      ...options,
      baseURL: baseUrl(),
    });
    await context.clock.setFixedTime(NOW.toJSDate());
    await context.route('**/api/events/church', (r) => r.fulfill({ json: answer() }));
    await context.route('**/api/events/special', (r) => r.fulfill({ json: { data: [] } }));
    page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto('/events');
    await regular(page).scrollIntoViewIfNeeded();
    await regular(page).locator('.event-group-heading').first().waitFor();
    await displayBy(page, 'Weekday');
  });
  afterAll(() => page.context().close());

  test('every weekday heading shows at once, Mondays first, Sundays among them', async () => {
    expect(await texts(page, '.event-group-heading')).toEqual(
      ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'].map(
        (day) => `Upcoming ${day}`,
      ),
    );
    const sundays = regular(page).locator('.event-group').last();
    expect(await sundays.locator('.event-when').first().innerText()).toBe(
      'Sunday, Mar 9 10:00AM - 11:00AM',
    );
    await expect.poll(() => regular(page).locator('.show-more').innerText()).toMatch(/46 more/);
  });

  test('"Show more events" adds to every weekday', async () => {
    await regular(page).locator('.show-more').click();
    await expect.poll(() => regular(page).locator('.event-when').count()).toBe(30);
    const perDay = await regular(page)
      .locator('.event-group')
      .evaluateAll((groups) => groups.map((g) => g.querySelectorAll('.event-when').length));
    expect(perDay).toEqual([5, 5, 4, 4, 4, 4, 4]);
  });

  test('passes axe and fits the width', async () => {
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({
      path: `/tmp/i40-places-weekday-${options.viewport!.width}.png`,
      fullPage: false,
    });
  });
});
