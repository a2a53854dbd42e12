/**
 * Sign-ups in Chromium at 375 and 1280 px: /events lists the shown sign-ups with their facts,
 * window words and one button to Church Center; the category filter is kept in the URL and a
 * shared URL opens the same list; event entries say "Registration required" or "Registration
 * opens …"; an event page shows its sign-up's button; each page fits, and passes axe.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SignupsAnswer } from '../../../../src/features/signups/shared/api-types.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  api,
  axeViolations,
  openLive,
  overflowsHorizontally,
  sharedPage,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
let answer: SignupsAnswer;
beforeAll(async () => {
  browser = await launchBrowser();
  answer = await api<SignupsAnswer>('/api/signups');
});
afterAll(() => browser.close());

const SIZES = [
  ['375px', PHONE],
  ['1280px', DESKTOP],
] as const;

function eventsPageTests(options: BrowserContextOptions) {
  const view = sharedPage(() => browser, '/events', options);
  const names = () => view().locator('.signup-name').allInnerTexts();
  const card = (name: string) => view().locator('.signup-card').filter({ hasText: name });

  test('lists every shown sign-up', async () => {
    await expect.poll(() => names()).toHaveLength(answer.signups.length);
    expect(await view().getByRole('heading', { name: 'Sign up', exact: true }).count()).toBe(1);
  });

  test('fits the width, and passes axe', async () => {
    expect(await overflowsHorizontally(view())).toBe(false);
    expect(await axeViolations(view())).toEqual([]);
  });

  test('each card has one button to its Church Center page, in the window words', async () => {
    const retreat = card('Fall Retreat');
    expect(await retreat.innerText()).toContain('$25.00–$45.00');
    const register = retreat.getByRole('link', { name: /^Register/ });
    expect(await register.getAttribute('href')).toBe(
      'https://dcc.churchcenter.com/registrations/events/2210905',
    );
    const closed = card("Men's Breakfast");
    expect(await closed.innerText()).toContain('Registration has closed');
    expect(await closed.getByRole('link', { name: /^See details/ }).count()).toBe(1);
    const later = card('Youth Lock-In');
    expect(await later.getByRole('link', { name: /^Registration opens / }).count()).toBe(1);
    expect(await card('Online Bible Class').innerText()).toContain('Online');
    expect(await card('Prayer Evening').innerText()).toContain('Near Apex, NC 27502');
    const all = await view().locator('.signups').innerText();
    expect(all).not.toMatch(/\b(full|waitlist|spots left)\b/i);
  });

  test('event entries connected to a sign-up say registration is required', async () => {
    const entry = view().locator('.event-entry').filter({ hasText: '9:00 AM Service' }).first();
    await expect.poll(() => entry.innerText()).toContain('Registration required');
  });

  test('the category filter narrows the list and goes into the URL', async () => {
    await view().getByLabel('Category').selectOption('Retreats');
    expect(new URL(view().url()).searchParams.get('category')).toBe('Retreats');
    expect(await names()).toEqual(['Fall Retreat']);
  });

  test('a shared URL opens the same list', async () => {
    const other = await openLive(browser, view().url(), options);
    await expect
      .poll(() => other.locator('.signup-name').allInnerTexts())
      .toEqual(['Fall Retreat']);
    await other.context().close();
  });
}

function eventPageTests(options: BrowserContextOptions) {
  const view = sharedPage(() => browser, '/events/6102', options);

  test("shows the sign-up's facts and one Register button", async () => {
    await view()
      .getByRole('heading', { name: /Sign up: 11:00 AM Sunday Service/ })
      .waitFor();
    const register = view().getByRole('link', { name: /^Register/ });
    expect(await register.count()).toBe(1);
    expect(await register.getAttribute('href')).toBe(
      'https://dcc.churchcenter.com/registrations/events/2210902',
    );
  });

  test('fits the width, and passes axe', async () => {
    expect(await overflowsHorizontally(view())).toBe(false);
    expect(await axeViolations(view())).toEqual([]);
  });
}

describe.each(SIZES)('/events sign-ups at %s', (_size, options) => eventsPageTests(options));
describe.each(SIZES)('an event page with a sign-up at %s', (_size, options) =>
  eventPageTests(options),
);
