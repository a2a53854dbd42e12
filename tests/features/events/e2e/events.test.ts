/**
 * The events page with mocked lists: grouping in church time at two widths, special events,
 * server-sent details that must stay inert, and the messages for a failed or empty list. Each
 * describe shares one page; its tests run in order, each checking one behaviour.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import { displayBy, MOCKS, regular, special, texts } from './events.ts';
import {
  axeViolations,
  openLive,
  overflowsHorizontally,
  sharedPage,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SIZES = [
  ['375px', PHONE],
  ['1280px', DESKTOP],
] as const;

/** Regular Events in each Display by mode, on one page; the tests run in order. */
function regularTests(options: BrowserContextOptions) {
  const view = sharedPage(() => browser, '/events', options, MOCKS);

  test('Date (the default) groups by the church’s day', async () => {
    await regular(view()).scrollIntoViewIfNeeded();
    // 9004 starts 01:00 UTC on 3 March, still Sunday 2 March in New York.
    await expect
      .poll(() => texts(view(), '.event-group-heading'))
      .toEqual(['Sunday, Mar 2', 'Tuesday, Mar 4', 'Sunday, Mar 9', 'Tuesday, Mar 11']);
    expect((await texts(view(), '.event-group')).at(0)).toContain('10:30AM - 12:00PM');
    expect(await texts(view(), '.event-when')).toEqual([
      '10:30AM - 12:00PM',
      '8:00PM - 9:00PM',
      '10:00AM - 11:30AM',
      '10:30AM - 12:00PM',
      '10:00AM - 11:30AM',
    ]);
    expect(await regular(view()).locator('.separator').count()).toBe(4);
  });

  test('Weekday groups by the church’s weekday, each time with its date', async () => {
    await displayBy(view(), 'Weekday');
    expect(await texts(view(), '.event-group-heading')).toEqual([
      'Upcoming Sundays',
      'Upcoming Tuesdays',
    ]);
    expect((await texts(view(), '.event-when')).slice(0, 2)).toEqual([
      'Sunday, Mar 2 10:30AM - 12:00PM',
      'Sunday, Mar 2 8:00PM - 9:00PM',
    ]);
  });

  test('Event groups by event, each listing its occurrences', async () => {
    await displayBy(view(), 'Event');
    expect(await texts(view(), '.event-name')).toEqual([
      'Sunday Worship',
      'Evening Prayer',
      "Women's Bible Study",
    ]);
    expect(
      await regular(view()).locator('.event-group').first().locator('li').allInnerTexts(),
    ).toEqual([
      expect.stringContaining('Sunday, Mar 2 10:30AM - 12:00PM'),
      expect.stringContaining('Sunday, Mar 9 10:30AM - 12:00PM'),
    ]);
  });

  test('Date again groups by day', async () => {
    await displayBy(view(), 'Date');
    expect((await texts(view(), '.event-group-heading'))[0]).toBe('Sunday, Mar 2');
  });

  test('passes axe and fits the width', async () => {
    expect(await axeViolations(view())).toEqual([]);
    expect(await overflowsHorizontally(view())).toBe(false);
  });
}

/** Special Events, on one page. */
function specialTests(options: BrowserContextOptions) {
  const view = sharedPage(() => browser, '/events', options, MOCKS);

  test('lists special events in the order given', async () => {
    await special(view()).scrollIntoViewIfNeeded();
    await expect
      .poll(() => special(view()).locator('.event-name').allInnerTexts())
      .toEqual(['Spring Potluck', 'Youth Lock-In']);
  });

  test('each shows its start and end, the end with its date when it crosses midnight', async () => {
    expect(await special(view()).locator('.event-when').allInnerTexts()).toEqual([
      'Thursday, Mar 20 7:00PM - 9:00PM',
      'Friday, Mar 7 9:00PM - Saturday, Mar 8 1:00AM',
    ]);
  });

  test('an event without an image shows the logo, lazily, 160 wide', async () => {
    const image = special(view()).locator('.event-image').nth(1);
    expect(await image.getAttribute('src')).toBe('/logo.svg');
    expect(await image.getAttribute('width')).toBe('160');
    expect(await image.getAttribute('loading')).toBe('lazy');
  });

  test('a link in the details opens with noopener noreferrer', async () => {
    const link = special(view()).getByRole('link', { name: 'https://dcc.example/lockin' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  });
}

describe.each(SIZES)('regular events at %s', (_size, options) => regularTests(options));
describe.each(SIZES)('special events at %s', (_size, options) => specialTests(options));

describe('event details as the server sends them', () => {
  test('run no script, handler or style from XSS payloads', async () => {
    const page = await openLive(browser, '/events', DESKTOP, MOCKS);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const details = special(page).locator('.event-details').first();
    await expect.poll(() => details.innerText()).toContain('Bring a dish to share.');
    // Click everything a visitor might click, then look for any trace of the payloads.
    for (const link of await details.getByRole('link').all()) await link.click();
    // nothing must happen: a payload would run within this window, and no condition says it did not
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const traces = await details.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).flatMap((el) => [
        ...(/^(SCRIPT|IFRAME|SVG|FORM|STYLE|OBJECT|EMBED)$/i.test(el.tagName) ? [el.tagName] : []),
        ...Array.from(el.attributes)
          .filter(
            (a) => /^on|^style$/i.test(a.name) || /^\s*(javascript|data|vbscript):/i.test(a.value),
          )
          .map((a) => `${el.tagName}[${a.name}]`),
      ]),
    );
    expect(traces).toEqual([]);
    await page.context().close();
  });
});

describe('event list states', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl() });
    await context.route('**/api/events/church', (r) =>
      r.fulfill({ status: 502, json: { message: 'Planning Center is not answering.' } }),
    );
    await context.route('**/api/events/special', (r) => r.fulfill({ json: { data: [] } }));
    page = await context.newPage();
    await page.goto('/events');
  });
  afterAll(() => context.close());

  test('a list that fails to load says so', async () => {
    await expect
      .poll(() => regular(page).getByRole('status').innerText())
      .toMatch(/couldn't load the events/);
  });

  test('an empty list says so', async () => {
    await expect
      .poll(() => special(page).getByRole('status').innerText())
      .toMatch(/no special events/);
  });

  test('neither keeps its loading skeleton', async () => {
    // the page's other lists (sign-ups) may still be on their way: none keeps a skeleton
    await expect.poll(() => page.locator('.list-skeleton').count()).toBe(0);
  });
});
