/** The member directory in a browser: the login, paging, sorting, filtering, tiles and phones. */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, test } from 'vitest';
import { sortEntries } from '../../src/lib/directory-list.ts';
import { PHONE } from './browser.ts';
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

  test('pages, sorts, filters and toggles households', async () => {
    const page = await openDirectory();
    const { persons, homes, built } = await expectedEntries(page);
    const byLast = sortEntries(persons, 'last_name', 'first_name');

    // 25 a page, one button per page, the first current
    expect(await tileNames(page)).toEqual(labels(byLast.slice(0, 25)));
    const pages = page.getByRole('navigation', { name: 'Directory pages' }).getByRole('button');
    expect(await pages.count()).toBe(Math.ceil(persons.length / 25));
    expect(await pages.first().getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    expect(await tileNames(page)).toEqual(labels(byLast.slice(25, 50)));
    expect(
      await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await pages.first().getAttribute('aria-current')).toBeNull();

    // per page: clamped to 1-100, resets the offset; empty hides the page buttons
    const perPage = page.getByLabel('Per page');
    await perPage.fill('500');
    expect(await perPage.inputValue()).toBe('100');
    expect(await tileNames(page)).toEqual(labels(byLast.slice(0, 100)));
    await perPage.fill('0');
    expect(await perPage.inputValue()).toBe('1');
    await perPage.fill('');
    expect(await pages.count()).toBe(0);
    expect(await page.locator('.tile').count()).toBe(persons.length);
    await perPage.fill('10');

    // sort by first name: the secondary becomes last name
    await page.getByLabel('Sort by').selectOption('first_name');
    expect(await tileNames(page)).toEqual(
      labels(sortEntries(persons, 'first_name', 'last_name').slice(0, 10)),
    );

    // filter: starts with, any case, on the sort field
    const firstLetters = byLast[0]!.keys.first_name.slice(0, 2).toUpperCase();
    await page.getByLabel('Filter by Name').fill(firstLetters);
    const names = await tileNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect(name.toLowerCase().startsWith(firstLetters.toLowerCase())).toBe(true);
    await page.getByLabel('Sort by').selectOption('last_name');
    const lastPrefix = byLast[0]!.keys.last_name.slice(0, 3);
    await page.getByLabel('Filter by Name').fill(lastPrefix);
    const matching = byLast.filter((e) => e.keys.last_name.startsWith(lastPrefix));
    expect(await tileNames(page)).toEqual(labels(matching.slice(0, 10)));
    await page.getByLabel('Filter by Name').fill('');

    // households: name order, "(n)" counts, only households with a leader
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.getByLabel('Display by Household').check();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
    const homeOrder = sortEntries(homes, 'name', 'last_name');
    expect(await tileNames(page)).toEqual(
      homeOrder.slice(0, 10).map((e) => `${e.label} (${e.memberIds.length})`),
    );
    expect(await pages.count()).toBe(Math.ceil(built.length / 10));
    expect(await pages.first().getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Display by Household').uncheck();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('last_name');
    await page.context().close();
  });
});

describe('directory tiles', () => {
  test('tiles ask for 200x200 lazy avatars, and only one page of tiles is in the DOM', async () => {
    const page = await openDirectory();
    const image = page.locator('.tile img').first();
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('width')).toBe('200');
    expect(await image.getAttribute('src')).toMatch(/[?&]w=200&h=200/);
    expect(await page.locator('.tile').count()).toBe(25);
    await page.context().close();
  });

  test('is usable at 375px and passes axe', async () => {
    const page = await openDirectory(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.locator('.tile').first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Email' }).waitFor();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
