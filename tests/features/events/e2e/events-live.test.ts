/** The events pages against the real endpoints: church-zone times, calendar files, /youth. */
import { readFileSync } from 'node:fs';
import ical, { type VEvent } from 'node-ical';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import { formatRange } from '../../../../src/platform/shared/dates.ts';
import {
  groupEntries,
  joinOccurrences,
  type EventEntry,
} from '../../../../src/features/events/shared/event-groups.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import { regular } from './events.ts';
import {
  api,
  axeViolations,
  CHURCH_ZONE,
  overflowsHorizontally,
  sharedPage,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// One /events page; its tests run in order, each checking one behaviour.
describe('church events from the real endpoint', () => {
  const view = sharedPage(() => browser, '/events', DESKTOP);
  let first: EventsAnswer['data'][number];
  beforeAll(async () => {
    const answer = await api<EventsAnswer>('/api/events/church');
    first = [...answer.data].sort(
      (a, b) => Date.parse(a.attributes.starts_at) - Date.parse(b.attributes.starts_at),
    )[0]!;
  });

  test('shows the first occurrence in church time', async () => {
    const when = regular(view()).locator('.event-when').first();
    await expect
      .poll(() => when.innerText())
      .toBe(formatRange(first.attributes.starts_at, first.attributes.ends_at, CHURCH_ZONE));
  });

  test('Add to calendar downloads an .ics of that one occurrence', async () => {
    const [download] = await Promise.all([
      view().waitForEvent('download'),
      regular(view())
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
  });

  test('the subscription link is webcal to the church calendar', async () => {
    const subscribe = regular(view()).getByRole('link', { name: 'Subscribe to Regular Events' });
    expect(await subscribe.getAttribute('href')).toMatch(
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/church\.ics$/,
    );
  });
});

// One /youth page on a phone; its tests run in order, each checking one behaviour.
describe('youth events from the real endpoint', () => {
  const view = sharedPage(() => browser, '/youth', PHONE);
  let entries: EventEntry[];
  const youth = () => view().getByRole('region', { name: 'Youth Group Events' });
  beforeAll(async () => {
    const answer = await api<EventsAnswer>('/api/events/youth');
    entries = joinOccurrences(answer);
    // the fixture must hold youth events, or the modes below compare empty lists
    expect(entries.length).toBeGreaterThan(0);
  });

  test('shows every youth event', async () => {
    await youth().scrollIntoViewIfNeeded();
    await expect.poll(() => youth().locator('.event-name').count()).toBe(entries.length);
  });

  // each mode's headings, computed from the answer with the page's own model
  test.each([
    ['Weekday', 'weekday', '.event-group-heading'],
    ['Event', 'event', '.event-group .event-name'],
    ['Date', 'date', '.event-group-heading'],
  ] as const)(
    'Display by %s heads each group as the page model says',
    async (label, mode, selector) => {
      await youth().getByLabel('Display by').selectOption({ label });
      const expected = groupEntries(entries, mode, CHURCH_ZONE).map((group) => group.heading);
      expect(await youth().locator(selector).allInnerTexts()).toEqual(expected);
    },
  );

  test('passes axe and fits the width', async () => {
    expect(await axeViolations(view())).toEqual([]);
    expect(await overflowsHorizontally(view())).toBe(false);
  });
});
