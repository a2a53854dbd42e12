import { AxeBuilder } from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
  PersonAnswer,
} from '../../src/lib/api-types.ts';
import {
  buildHouseholds,
  householdEntries,
  personEntries,
  sortEntries,
  type DirectoryEntry,
} from '../../src/lib/directory-list.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser.ts';
import { PASSWORDS } from '../helpers/passwords.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Logs in through the login screen the gated page shows. */
async function logIn(page: Page, password: string) {
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

async function openDirectory(options = DESKTOP): Promise<Page> {
  const page = await openPage(browser, '/directory', options);
  await page.getByText('You need a password to view the Church Directory:').waitFor();
  await logIn(page, PASSWORDS.directory);
  await page.getByRole('heading', { name: 'CHURCH DIRECTORY' }).waitFor();
  await page.locator('.tile').first().waitFor();
  return page;
}

/** What the API says, turned into the tiles the page should show, with the page's own model. */
async function expectedEntries(page: Page) {
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const people = (await get<PeopleAnswer>('/api/people')).data;
  const households = (await get<HouseholdsAnswer>('/api/households')).data;
  const leaders = (await get<HouseholdLeadersAnswer>('/api/householdleaders')).data;
  const built = buildHouseholds(households, leaders, people);
  return {
    people,
    built,
    persons: personEntries(people, built),
    homes: householdEntries(built, people),
  };
}

const tileNames = (page: Page) => page.locator('.tile .tile-name').allTextContents();
const labels = (entries: DirectoryEntry[]) => entries.map((e) => e.label);

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

  test('tiles ask for 200x200 lazy avatars, and only one page of tiles is in the DOM', async () => {
    const page = await openDirectory();
    const image = page.locator('.tile img').first();
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('width')).toBe('200');
    expect(await image.getAttribute('src')).toMatch(/[?&]w=200&h=200/);
    expect(await page.locator('.tile').count()).toBe(25);
    await page.context().close();
  });

  test('the modal shows every field, traps focus, closes on Escape and passes axe', async () => {
    const page = await openDirectory();
    const { persons } = await expectedEntries(page);
    // a person with a household of several, so member avatars show too
    const entry = sortEntries(persons, 'last_name', 'first_name').find(
      (e) => e.memberIds.length > 1,
    )!;
    await page.getByLabel('Filter by Name').fill(entry.keys.last_name);
    let detailRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/people/${entry.id}`) detailRequests++;
    });
    const tile = page.locator(`.tile[data-entry="${entry.id}"]`);
    await tile.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: entry.label, level: 2 }).waitFor();
    const details = (await (
      await page.request.get(`/api/people/${entry.id}`)
    ).json()) as PersonAnswer;
    const a = details.data.attributes;
    await dialog.getByRole('heading', { name: 'Email' }).waitFor();

    expect(await dialog.locator('.modal-avatar').getAttribute('href')).toBe(a.avatar);
    if (a.membership) expect(await dialog.locator('.membership').textContent()).toBe(a.membership);
    expect(await dialog.locator('.household-members .member').count()).toBe(entry.memberIds.length);
    for (const item of details.included) {
      if (item.type === 'Email') {
        const link = dialog.getByRole('link', { name: item.attributes.address });
        expect(await link.getAttribute('href')).toBe(`mailto:${item.attributes.address}`);
        expect(await link.locator('xpath=..').textContent()).toContain(item.attributes.location);
      } else if (item.type === 'PhoneNumber') {
        const digits = item.attributes.number.replace(/\D/g, '').slice(-10);
        const shown = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
        const link = dialog.getByRole('link', { name: shown });
        expect(await link.getAttribute('href')).toBe(`tel:+1-${shown}`);
      } else {
        const { street, city, state, zip } = item.attributes;
        const link = dialog.getByRole('link', { name: `${street}, ${city}, ${state} ${zip}` });
        const href = new URL((await link.getAttribute('href'))!);
        expect(href.hostname).toBe('www.google.com');
        expect(href.searchParams.get('query')).toBe(`${street}, ${city}, ${state} ${zip}`);
      }
    }
    if (a.birthdate) {
      const month = new Date(Date.UTC(2000, Number(a.birthdate.slice(0, 2)) - 1, 1)).toLocaleString(
        'en-US',
        { month: 'long', timeZone: 'UTC' },
      );
      const day = Number(a.birthdate.slice(3));
      const suffix =
        day % 10 === 1 && day !== 11
          ? 'st'
          : day % 10 === 2 && day !== 12
            ? 'nd'
            : day % 10 === 3 && day !== 13
              ? 'rd'
              : 'th';
      expect(await dialog.getByText(`${month} ${day}${suffix}`, { exact: true }).count()).toBe(1);
    }

    // axe with the modal open
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // focus starts inside and stays inside
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog'));
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-entry'))).toBe(
      entry.id,
    );

    // details load once per person: opening the same tile again asks the server nothing
    await tile.click();
    await dialog.getByRole('heading', { name: 'Email' }).waitFor();
    expect(detailRequests).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // a household tile opens its primary contact, with the household's members
    const { homes, people } = await expectedEntries(page);
    const home = sortEntries(homes, 'name', 'last_name')[0]!;
    const contact = people.find((p) => p.id === home.personId)!;
    await page.getByLabel('Display by Household').check();
    await page.getByLabel('Filter by Name').fill('');
    await page.locator('.tile').first().click();
    await dialog.getByRole('heading', { name: contact.attributes.name, level: 2 }).waitFor();
    if (home.memberIds.length > 1) {
      expect(await dialog.locator('.household-members .member').count()).toBe(
        home.memberIds.length,
      );
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  test('saves a vCard for a person and for a household', async () => {
    const page = await openDirectory();
    const { persons } = await expectedEntries(page);
    const entry = persons.find((e) => e.memberIds.length > 1)!;
    await page.getByLabel('Per page').fill('');
    await page.locator(`.tile[data-entry="${entry.id}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Email' }).waitFor();

    const [single] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Save contact' }).click(),
    ]);
    expect(single.suggestedFilename()).toBe(`${entry.label}.vcf`);
    const card = await readFile(await single.path(), 'utf8');
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(card).toContain(`\r\nFN:${entry.label}\r\n`);
    expect(card.match(/BEGIN:VCARD/g)).toHaveLength(1);

    const [household] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: `Save household (${entry.memberIds.length})` }).click(),
    ]);
    const cards = await readFile(await household.path(), 'utf8');
    expect(cards.match(/BEGIN:VCARD\r\n/g)).toHaveLength(entry.memberIds.length);
    await page.context().close();
  });

  test('prints every matching entry without the controls', async () => {
    const page = await openDirectory();
    const { persons } = await expectedEntries(page);
    const prefix = sortEntries(persons, 'last_name', 'first_name')[0]!.keys.last_name.slice(0, 1);
    await page.getByLabel('Per page').fill('5');
    await page.getByLabel('Filter by Name').fill(prefix);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const expected = persons.filter((e) => e.keys.last_name.startsWith(prefix)).length;
    expect(await page.locator('.print-directory li').count()).toBe(expected);
    expect(await page.getByLabel('Filter by Name').isVisible()).toBe(false);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.tile').first().isVisible()).toBe(false);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(() => page.locator('.print-directory').count()).toBe(0);
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
