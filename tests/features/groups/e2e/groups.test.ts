/**
 * The group finder in Chromium at 375 and 1280 px: every filter narrows the list and is kept in
 * the URL, a shared filtered URL opens the same list, no match says so in words, the count is
 * announced, and each card's action button goes to Church Center. Each describe shares one page;
 * its tests run in order, each checking one behaviour. A group's own page: groups-page.test.ts.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GroupsAnswer } from '../../../../src/features/groups/shared/api-types.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  api,
  axeViolations,
  openLive,
  overflowsHorizontally,
  sharedPage,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
let answer: GroupsAnswer;
beforeAll(async () => {
  browser = await launchBrowser();
  answer = await api<GroupsAnswer>('/api/groups');
});
afterAll(() => browser.close());

const names = (page: Page) => page.locator('.group-name').allInnerTexts();
const count = (page: Page) => page.getByRole('status').filter({ hasText: /group/ }).innerText();
const query = (page: Page) => new URL(page.url()).search;

const SIZES = [
  ['375px', PHONE],
  ['1280px', DESKTOP],
] as const;

/** The filters, in the order a visitor might use them, on one page. */
function filterTests(options: BrowserContextOptions) {
  const view = sharedPage(() => browser, '/groups', options);
  let shared = '';

  test('lists every group, counted in words', async () => {
    await expect.poll(() => names(view())).toHaveLength(answer.groups.length);
    expect(await count(view())).toBe(`${answer.groups.length} groups`);
  });

  test('fits the width', async () => {
    expect(await overflowsHorizontally(view())).toBe(false);
  });

  test('Kind and Meeting day narrow each other and go into the URL', async () => {
    await view().getByLabel('Kind').selectOption({ label: 'Small Groups' });
    await view().getByLabel('Meeting day').selectOption({ label: 'Tuesday' });
    expect(query(view())).toBe('?type=small-groups&day=tuesday');
    expect(await names(view())).toEqual(['Tuesday Night Bible Study']);
    expect(await count(view())).toBe('1 group');
  });

  test('the day select offers only the days small groups meet on', async () => {
    const days = await view().getByLabel('Meeting day').locator('option').allInnerTexts();
    expect(days).not.toContain('Saturday');
  });

  test('Life Stage and Open to join only narrow the list and go into the URL', async () => {
    await view().getByLabel('Meeting day').selectOption('');
    await view().getByLabel('Life Stage').selectOption({ label: 'Young Adults' });
    await view().getByLabel('Open to join only').check();
    expect(query(view())).toBe('?type=small-groups&life-stage=young-adults&open=1');
    expect(await names(view())).toEqual(['Young Adults Community']);
    shared = view().url();
  });

  test('a name that matches nothing says so in words', async () => {
    await view().getByLabel('Name').fill('zzz');
    expect(await count(view())).toBe('No groups match these filters.');
    expect(await names(view())).toEqual([]);
  });

  test('typed text reaches the address once typing pauses', async () => {
    await expect
      .poll(() => query(view()))
      .toBe('?type=small-groups&life-stage=young-adults&open=1&name=zzz');
  });

  describe('a shared URL', () => {
    let other: Page;
    afterAll(() => other.context().close());

    test('opens the same list', async () => {
      other = await openLive(browser, shared, options);
      await expect.poll(() => names(other)).toEqual(['Young Adults Community']);
      expect(await other.getByLabel('Open to join only').isChecked()).toBe(true);
    });

    test('Clear filters shows every group and empties the URL', async () => {
      await other.getByRole('button', { name: 'Clear filters' }).click();
      expect(await names(other)).toHaveLength(answer.groups.length);
      expect(query(other)).toBe('');
    });
  });
}

/** The cards' facts and buttons, on one page. */
function cardTests(options: BrowserContextOptions) {
  const view = sharedPage(() => browser, '/groups', options);
  const card = (name: string) => view().locator('.group-card').filter({ hasText: name });
  beforeAll(async () => {
    // every card has arrived once the last one has
    await view()
      .locator('.group-name')
      .nth(answer.groups.length - 1)
      .waitFor();
  });

  test('an online group says it meets online', async () => {
    expect(await card('Online Prayer Group').innerText()).toContain('Meets online');
  });

  test('a group with a place says where, by area', async () => {
    expect(await card('Young Adults Community').innerText()).toContain('Meets near Cary, NC 27519');
  });

  test('a group without a place shows no Where', async () => {
    expect(await card('Apex Families Group').innerText()).not.toContain('Where');
  });

  test('a group that takes requests has one Request to join button', async () => {
    const button = card('Young Adults Community').getByRole('link', { name: /^Request to join/ });
    expect(await button.count()).toBe(1);
  });

  test('Join goes to the group on Church Center', async () => {
    const join = card('Foundations Class').getByRole('link', { name: /^Join/ });
    expect(await join.getAttribute('href')).toMatch(/^https:\/\/dcc\.churchcenter\.com\/groups\//);
  });

  test('a closed group has one Learn more button', async () => {
    const more = card('Empty Nesters Fellowship').getByRole('link', { name: /^Learn more/ });
    expect(await more.count()).toBe(1);
  });

  test('passes axe', async () => {
    expect(await axeViolations(view())).toEqual([]);
  });
}

describe.each(SIZES)('/groups filters at %s', (_size, options) => filterTests(options));
describe.each(SIZES)('/groups cards at %s', (_size, options) => cardTests(options));
