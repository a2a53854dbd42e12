/** The events pages against the real endpoints: church-zone times, calendar files, /youth. */
import { readFileSync } from 'node:fs';
import ical, { type VEvent } from 'node-ical';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../src/lib/api-types.ts';
import { formatRange } from '../../src/lib/dates.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { regular } from './events.ts';
import {
  api,
  axeViolations,
  CHURCH_ZONE,
  openLive,
  overflowsHorizontally,
} from './live-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('events from the real endpoints', () => {
  test('shows church-zone times and downloads an .ics for one occurrence', async () => {
    const answer = await api<EventsAnswer>('/api/events/church');
    const first = [...answer.data].sort(
      (a, b) => Date.parse(a.attributes.starts_at) - Date.parse(b.attributes.starts_at),
    )[0]!;
    const page = await openLive(browser, '/events', DESKTOP);
    const when = regular(page).locator('.event-when').first();
    await expect
      .poll(() => when.innerText())
      .toBe(formatRange(first.attributes.starts_at, first.attributes.ends_at, CHURCH_ZONE));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      regular(page)
        .getByRole('link', { name: /^Add to calendar/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = readFileSync(await download.path(), 'utf8');
    const events = Object.values(ical.sync.parseICS(text)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.start.toISOString()).toBe(new Date(first.attributes.starts_at).toISOString());
    expect(events[0]?.uid).toMatch(new RegExp(`^church-${first.id}@`));

    const subscribe = regular(page).getByRole('link', { name: 'Subscribe to Regular Events' });
    expect(await subscribe.getAttribute('href')).toMatch(
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/church\.ics$/,
    );
    await page.context().close();
  });

  test('shows the youth events on /youth with every Display by mode', async () => {
    const answer = await api<EventsAnswer>('/api/events/youth');
    const page = await openLive(browser, '/youth', PHONE);
    const youth = page.getByRole('region', { name: 'Youth Group Events' });
    await youth.scrollIntoViewIfNeeded();
    await expect.poll(() => youth.locator('.event-name').count()).toBe(answer.data.length);
    for (const mode of ['Weekday', 'Event', 'Date']) {
      await youth.getByLabel('Display by').selectOption({ label: mode });
      const selector = mode === 'Event' ? '.event-group .event-name' : '.event-group-heading';
      const headings = await youth.locator(selector).allInnerTexts();
      expect(headings.length).toBeGreaterThan(0);
      if (mode === 'Weekday')
        expect(headings.every((h) => /^Upcoming \w+days$/.test(h))).toBe(true);
      if (mode === 'Date')
        expect(headings.every((h) => /^\w+day, \w{3} \d{1,2}$/.test(h))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.context().close();
  });
});
