/** The member directory in a browser: the login, paging, sorting, filtering, tiles and phones. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  sortEntries,
  type DirectoryEntry,
} from '../../../../src/features/directory/shared/directory-list.ts';
import { PHONE } from '../../../helpers/browser.ts';
import { expectedEntries, labels, openDirectory, tileNames, useBrowser } from './directory.ts';

useBrowser();

describe('directory', () => {
  test('a directory session opens the directory; the teacher portal still asks for its password', async () => {
    const page = await openDirectory();
    await page.goto('/teacherportal');
    await page.getByText('You need a password to view the Teacher Portal:').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.context().close();
  });
});

// Each describe logs in one page; its tests run in order on it, each checking one behaviour.
let page: Page;
let expected: Awaited<ReturnType<typeof expectedEntries>>;
let byLast: DirectoryEntry[];
const pages = () => page.getByRole('navigation', { name: 'Directory pages' }).getByRole('button');
const pageTwo = () => page.getByRole('button', { name: 'Page 2', exact: true });
const perPage = () => page.getByLabel('Per page');
/** Opens the describe's page and reads what it should show. */
function sharedDirectory() {
  beforeAll(async () => {
    page = await openDirectory();
    expected = await expectedEntries(page);
    byLast = sortEntries(expected.persons, 'last_name', 'first_name');
  });
  afterAll(() => page.context().close());
}

describe('directory paging', () => {
  sharedDirectory();

  test('shows 25 a page by last name, one button per page, the first current', async () => {
    expect(await tileNames(page)).toEqual(labels(byLast.slice(0, 25)));
    expect(await pages().count()).toBe(Math.ceil(expected.persons.length / 25));
    expect(await pages().first().getAttribute('aria-current')).toBe('page');
  });

  test('a page button shows that page and becomes current', async () => {
    await pageTwo().click();
    expect(await tileNames(page)).toEqual(labels(byLast.slice(25, 50)));
    expect(await pageTwo().getAttribute('aria-current')).toBe('page');
    expect(await pages().first().getAttribute('aria-current')).toBeNull();
  });

  test('per page stops at 100 and starts again at the first page', async () => {
    await perPage().fill('500');
    expect(await perPage().inputValue()).toBe('100');
    expect(await tileNames(page)).toEqual(labels(byLast.slice(0, 100)));
  });

  test('per page starts at 1', async () => {
    await perPage().fill('0');
    expect(await perPage().inputValue()).toBe('1');
  });

  test('an empty per page shows every tile and no page buttons', async () => {
    await perPage().fill('');
    expect(await pages().count()).toBe(0);
    expect(await page.locator('.tile').count()).toBe(expected.persons.length);
  });
});

describe('directory sorting, filter and households', () => {
  sharedDirectory();

  test('sorting by first name makes last name the secondary order', async () => {
    await perPage().fill('10');
    await page.getByLabel('Sort by').selectOption('first_name');
    expect(await tileNames(page)).toEqual(
      labels(sortEntries(expected.persons, 'first_name', 'last_name').slice(0, 10)),
    );
  });

  test('the filter matches the start of the sort field, in any case', async () => {
    const firstLetters = byLast[0]!.keys.first_name.slice(0, 2).toUpperCase();
    await page.getByLabel('Filter by Name').fill(firstLetters);
    const names = await tileNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect(name.toLowerCase().startsWith(firstLetters.toLowerCase())).toBe(true);
  });

  test('the filter follows the sort field back to last name', async () => {
    await page.getByLabel('Sort by').selectOption('last_name');
    const lastPrefix = byLast[0]!.keys.last_name.slice(0, 3);
    await page.getByLabel('Filter by Name').fill(lastPrefix);
    const matching = byLast.filter((e) => e.keys.last_name.startsWith(lastPrefix));
    expect(await tileNames(page)).toEqual(labels(matching.slice(0, 10)));
    await page.getByLabel('Filter by Name').fill('');
  });

  test('households show by name with member counts, from the first page', async () => {
    await pageTwo().click();
    await page.getByLabel('Display by Household').check();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
    const homeOrder = sortEntries(expected.homes, 'name', 'last_name');
    expect(await tileNames(page)).toEqual(
      homeOrder.slice(0, 10).map((e) => `${e.label} (${e.memberIds.length})`),
    );
    // only households with a leader
    expect(await pages().count()).toBe(Math.ceil(expected.built.length / 10));
    expect(await pages().first().getAttribute('aria-current')).toBe('page');
  });

  test('leaving households sorts by last name again', async () => {
    await page.getByLabel('Display by Household').uncheck();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('last_name');
  });
});

describe('directory tiles', () => {
  sharedDirectory();

  test('avatars are asked for at 200x200, lazily', async () => {
    const image = page.locator('.tile img').first();
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('width')).toBe('200');
    expect(await image.getAttribute('src')).toMatch(/[?&]w=200&h=200/);
  });

  test('only one page of tiles is in the DOM', async () => {
    expect(await page.locator('.tile').count()).toBe(25);
  });
});

describe('the directory at 375px', () => {
  beforeAll(async () => {
    page = await openDirectory(PHONE);
  });
  afterAll(() => page.context().close());

  test('fits the width', async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('passes axe', async () => {
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });

  test("a tile's modal fits the width", async () => {
    await page.locator('.tile').first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Email' }).waitFor();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
  });
});
