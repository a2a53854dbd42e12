/**
 * The group finder in Chromium at 375 and 1280 px: every filter narrows the list and is kept in
 * the URL, a shared filtered URL opens the same list, no match says so in words, the count is
 * announced, the filters work by keyboard, each action button goes to Church Center, a group's
 * page shows its facts, and axe finds nothing on either.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GroupsAnswer } from '../../src/lib/api-types.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { api, axeViolations, openLive, overflowsHorizontally } from './live-helpers.ts';

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

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('/groups at %s', (_size, options) => {
  test('the filters narrow each other, live in the URL, and a shared URL opens the same list', async () => {
    const page = await openLive(browser, '/groups', options);
    await expect.poll(() => names(page)).toHaveLength(answer.groups.length);
    expect(await count(page)).toBe(`${answer.groups.length} groups`);
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.getByLabel('Kind').selectOption({ label: 'Small Groups' });
    await page.getByLabel('Meeting day').selectOption({ label: 'Tuesday' });
    expect(query(page)).toBe('?type=small-groups&day=tuesday');
    expect(await names(page)).toEqual(['Tuesday Night Bible Study']);
    expect(await count(page)).toBe('1 group');
    // the day select offers only the days small groups meet on
    const days = await page.getByLabel('Meeting day').locator('option').allInnerTexts();
    expect(days).not.toContain('Saturday');

    await page.getByLabel('Meeting day').selectOption('');
    await page.getByLabel('Life Stage').selectOption({ label: 'Young Adults' });
    await page.getByLabel('Open to join only').check();
    expect(query(page)).toBe('?type=small-groups&life-stage=young-adults&open=1');
    expect(await names(page)).toEqual(['Young Adults Community']);
    const shared = page.url();

    await page.getByLabel('Name').fill('zzz');
    expect(await count(page)).toBe('No groups match these filters.');
    expect(await names(page)).toEqual([]);
    // typed text reaches the address once typing pauses, replacing the entry it was typed on
    await expect
      .poll(() => query(page))
      .toBe('?type=small-groups&life-stage=young-adults&open=1&name=zzz');

    const other = await openLive(browser, shared, options);
    await expect.poll(() => names(other)).toEqual(['Young Adults Community']);
    expect(await other.getByLabel('Open to join only').isChecked()).toBe(true);
    await other.getByRole('button', { name: 'Clear filters' }).click();
    expect(await names(other)).toHaveLength(answer.groups.length);
    expect(query(other)).toBe('');
    await page.context().close();
    await other.context().close();
  });

  test('the cards show each group’s facts and one button to Church Center; axe is clean', async () => {
    const page = await openLive(browser, '/groups', options);
    await expect.poll(() => names(page)).toHaveLength(answer.groups.length);
    const card = (name: string) => page.locator('.group-card').filter({ hasText: name });
    const online = await card('Online Prayer Group').innerText();
    expect(online).toContain('Meets online');
    expect(await card('Young Adults Community').innerText()).toContain('Meets near Cary, NC 27519');
    expect(
      await card('Young Adults Community')
        .getByRole('link', { name: /^Request to join/ })
        .count(),
    ).toBe(1);
    expect(
      await card('Foundations Class').getByRole('link', { name: /^Join/ }).getAttribute('href'),
    ).toMatch(/^https:\/\/dcc\.churchcenter\.com\/groups\//);
    expect(
      await card('Empty Nesters Fellowship')
        .getByRole('link', { name: /^Learn more/ })
        .count(),
    ).toBe(1);
    expect(await card('Apex Families Group').innerText()).not.toContain('Where');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

test('every filter works by keyboard', async () => {
  const page = await openLive(browser, '/groups', DESKTOP);
  await expect.poll(() => names(page)).toHaveLength(answer.groups.length);
  await page.getByLabel('Name').focus();
  await page.keyboard.type('breakfast');
  expect(await names(page)).toEqual(["Men's Breakfast"]);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab'); // Kind
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => query(page)).toBe('?type=small-groups');
  await page.keyboard.press('Tab'); // Meeting day
  await page.keyboard.press('Tab'); // Life Stage
  await page.keyboard.press('Tab'); // Area
  await page.keyboard.press('Tab'); // Open to join only
  await page.keyboard.press('Space');
  await expect.poll(() => query(page)).toBe('?type=small-groups&open=1');
  expect(await names(page)).not.toContain('Empty Nesters Fellowship');
  await page.context().close();
});

test('a group’s page shows its facts, its button, its upcoming events, and axe is clean', async () => {
  const breakfast = answer.groups.find((g) => g.name === "Men's Breakfast")!;
  const page = await openLive(browser, breakfast.page, PHONE);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Men's Breakfast");
  const text = await page.locator('main').innerText();
  expect(text).toContain('Dogwood Diner, 210 Academy Street, Cary, NC 27511');
  expect(text).toContain('Upcoming');
  expect(await page.getByRole('link', { name: /^Join/ }).getAttribute('href')).toBe(breakfast.url);
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test('the nav and Get Involved’s community groups lead to the finder', async () => {
  const page = await openLive(browser, '/getinvolved', DESKTOP);
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await nav.getByRole('link', { name: 'Groups' }).getAttribute('href')).toBe('/groups');
  await page.getByRole('link', { name: 'Find a group' }).click();
  await page.waitForURL('**/groups');
  await expect.poll(() => names(page)).toHaveLength(answer.groups.length);
  await page.context().close();
});

test.runIf(process.env['GROUPS_SHOTS'])('screenshots for a look', async () => {
  for (const [path, options, name] of [
    ['/groups', PHONE, 'phone'],
    ['/groups?type=small-groups', DESKTOP, 'desktop'],
    [answer.groups[0]!.page, DESKTOP, 'page'],
  ] as const) {
    const page = await openLive(browser, path, options);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/groups-${name}.png`, fullPage: name !== 'desktop' });
    await page.context().close();
  }
});
