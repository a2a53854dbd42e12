/**
 * The events page with mocked lists: grouping in church time at two widths, special events,
 * server-sent details that must stay inert, and the messages for a failed or empty list.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { displayBy, MOCKS, regular, special, texts } from './events.ts';
import { axeViolations, openLive, overflowsHorizontally } from './live-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('events page at %s', (_size, options) => {
  test('groups regular events by Date, Weekday and Event in church time', async () => {
    const page = await openLive(browser, '/events', options, MOCKS);
    await regular(page).scrollIntoViewIfNeeded();
    // Date (the default): 9004 starts 01:00 UTC on 3 March, still Sunday 2 March in New York.
    await expect
      .poll(() => texts(page, '.event-group-heading'))
      .toEqual(['Sunday, Mar 2', 'Tuesday, Mar 4', 'Sunday, Mar 9', 'Tuesday, Mar 11']);
    expect((await texts(page, '.event-group')).at(0)).toContain('10:30AM - 12:00PM');
    expect(await texts(page, '.event-when')).toEqual([
      '10:30AM - 12:00PM',
      '8:00PM - 9:00PM',
      '10:00AM - 11:30AM',
      '10:30AM - 12:00PM',
      '10:00AM - 11:30AM',
    ]);
    expect(await regular(page).locator('.separator').count()).toBe(4);

    await displayBy(page, 'Weekday');
    expect(await texts(page, '.event-group-heading')).toEqual([
      'Upcoming Sundays',
      'Upcoming Tuesdays',
    ]);
    expect((await texts(page, '.event-when')).slice(0, 2)).toEqual([
      'Sunday, Mar 2 10:30AM - 12:00PM',
      'Sunday, Mar 2 8:00PM - 9:00PM',
    ]);

    await displayBy(page, 'Event');
    expect(await texts(page, '.event-name')).toEqual([
      'Sunday Worship',
      'Evening Prayer',
      "Women's Bible Study",
    ]);
    expect(
      await regular(page).locator('.event-group').first().locator('li').allInnerTexts(),
    ).toEqual([
      expect.stringContaining('Sunday, Mar 2 10:30AM - 12:00PM'),
      expect.stringContaining('Sunday, Mar 9 10:30AM - 12:00PM'),
    ]);

    await displayBy(page, 'Date');
    expect((await texts(page, '.event-group-heading'))[0]).toBe('Sunday, Mar 2');
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.context().close();
  });

  test('lists special events in the given order with start and end, logo when no image', async () => {
    const page = await openLive(browser, '/events', options, MOCKS);
    await special(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => special(page).locator('.event-name').allInnerTexts())
      .toEqual(['Spring Potluck', 'Youth Lock-In']);
    expect(await special(page).locator('.event-when').allInnerTexts()).toEqual([
      'Thursday, Mar 20 7:00PM - 9:00PM',
      // crosses midnight in New York: the end carries its date
      'Friday, Mar 7 9:00PM - Saturday, Mar 8 1:00AM',
    ]);
    const image = special(page).locator('.event-image').nth(1);
    expect(await image.getAttribute('src')).toBe('/logo.svg');
    expect(await image.getAttribute('width')).toBe('160');
    expect(await image.getAttribute('loading')).toBe('lazy');
    const link = special(page).getByRole('link', { name: 'https://dcc.example/lockin' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await page.context().close();
  });
});

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
  test('shows a short message when a list fails to load or is empty', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl() });
    await context.route('**/api/events/church', (r) =>
      r.fulfill({ status: 502, json: { message: 'Planning Center is not answering.' } }),
    );
    await context.route('**/api/events/special', (r) => r.fulfill({ json: { data: [] } }));
    const page = await context.newPage();
    await page.goto('/events');
    await expect
      .poll(() => regular(page).getByRole('status').innerText())
      .toMatch(/couldn't load the events/);
    await expect
      .poll(() => special(page).getByRole('status').innerText())
      .toMatch(/no special events/);
    expect(await page.locator('.list-skeleton').count()).toBe(0);
    await context.close();
  });
});
