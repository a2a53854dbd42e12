/**
 * Around the group finder: its filters by keyboard, a group's own page, and the links that lead
 * to the finder. A describe with one page runs its tests in order, each one behaviour.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GroupsAnswer } from '../../../../src/features/groups/shared/api-types.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  api,
  axeViolations,
  openLive,
  overflowsHorizontally,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
let answer: GroupsAnswer;
beforeAll(async () => {
  browser = await launchBrowser();
  answer = await api<GroupsAnswer>('/api/groups');
});
afterAll(() => browser.close());

const names = (page: Page) => page.locator('.group-name').allInnerTexts();
const query = (page: Page) => new URL(page.url()).search;

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

describe('a group’s page', () => {
  let page: Page;
  const breakfast = () => answer.groups.find((g) => g.name === "Men's Breakfast")!;
  beforeAll(async () => {
    expect(breakfast(), 'the groups fixture has Men’s Breakfast').toBeDefined();
    page = await openLive(browser, breakfast().page, PHONE);
  });
  afterAll(() => page.context().close());

  test('is headed with the group’s name', async () => {
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Men's Breakfast");
  });

  test('says where it meets and what is upcoming', async () => {
    const text = await page.locator('main').innerText();
    expect(text).toContain('Dogwood Diner, 210 Academy Street, Cary, NC 27511');
    expect(text).toContain('Upcoming');
  });

  test('Join goes to the group on Church Center', async () => {
    const join = page.getByRole('link', { name: /^Join/ });
    expect(await join.getAttribute('href')).toBe(breakfast().url);
  });

  test('fits the width and passes axe', async () => {
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('links to the finder', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openLive(browser, '/getinvolved', DESKTOP);
  });
  afterAll(() => page.context().close());

  test('the nav links Groups to /groups', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Groups' }).getAttribute('href')).toBe('/groups');
  });

  test('Get Involved’s Find a group opens the finder with every group', async () => {
    await page.getByRole('link', { name: 'Find a group' }).click();
    await page.waitForURL('**/groups');
    await expect.poll(() => names(page)).toHaveLength(answer.groups.length);
  });
});
