/**
 * The member directory's person modal, one behaviour a test: every field, axe, focus, details
 * loaded once, and household tiles. The person shown has every kind of field, and the households
 * shown are one of several and one of one (the demo congregation holds both); a congregation
 * without one fails rather than skips.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { PersonAnswer } from '../../../../src/features/directory/shared/api-types.ts';
import {
  sortEntries,
  type DirectoryEntry,
} from '../../../../src/features/directory/shared/directory-list.ts';
import { expectedEntries, openDirectory, useBrowser } from './directory.ts';

useBrowser();

let page: Page;
let entry: DirectoryEntry;
let details: PersonAnswer;
let detailRequests = 0;

/** Whether a person's details hold every kind of field the modal shows. */
function hasEveryField({ data, included }: PersonAnswer): boolean {
  const types = new Set(included.map((item) => item.type));
  return (
    !!data.attributes.membership &&
    !!data.attributes.birthdate &&
    (['Email', 'PhoneNumber', 'Address'] as const).every((type) => types.has(type))
  );
}

beforeAll(async () => {
  page = await openDirectory();
  const { persons } = await expectedEntries(page);
  // a person of a household of several, so member avatars show too, with every kind of field
  for (const candidate of sortEntries(persons, 'last_name', 'first_name')) {
    if (candidate.memberIds.length < 2) continue;
    const answer = (await (
      await page.request.get(`/api/people/${candidate.id}`)
    ).json()) as PersonAnswer;
    if (!hasEveryField(answer)) continue;
    [entry, details] = [candidate, answer];
    break;
  }
  expect(entry, 'the demo congregation has a person with every field').toBeDefined();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/people/${entry.id}`) detailRequests++;
  });
});

const dialog = () => page.getByRole('dialog');
const tile = () => page.locator(`.tile[data-entry="${entry.id}"]`);

/** Opens the chosen person's modal from the person view and waits for their details. */
async function openModal(): Promise<Locator> {
  await page.getByLabel('Display by Household').uncheck();
  await page.getByLabel('Filter by Name').fill(entry.keys.last_name);
  await tile().click();
  await dialog().getByRole('heading', { name: entry.label, level: 2 }).waitFor();
  await dialog().getByRole('heading', { name: 'Email' }).waitFor();
  return dialog();
}

async function closeModal(): Promise<void> {
  await dialog().getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => dialog().count()).toBe(0);
}

/** The birthday as the modal writes it, "March 3rd": month and day, never the year. */
function birthday(birthdate: string): string {
  const month = new Date(Date.UTC(2000, Number(birthdate.slice(0, 2)) - 1, 1)).toLocaleString(
    'en-US',
    { month: 'long', timeZone: 'UTC' },
  );
  const day = Number(birthdate.slice(3));
  const teens = day >= 11 && day <= 13;
  const suffix = teens ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `${month} ${day}${suffix}`;
}

/** Opens a household's tile in the household view; the modal shows its primary contact. */
async function openHousehold(home: DirectoryEntry, contactName: string): Promise<void> {
  await page.getByLabel('Display by Household').check();
  await page.getByLabel('Filter by Name').fill(home.keys.name);
  await page.locator(`.tile[data-entry="${home.id}"]`).click();
  await dialog().getByRole('heading', { name: contactName, level: 2 }).waitFor();
}

/** The first household, in name order, whose member count passes `fits`; none fails. */
async function household(fits: (members: number) => boolean) {
  const { homes, people } = await expectedEntries(page);
  const home = sortEntries(homes, 'name', 'last_name').find((h) => fits(h.memberIds.length));
  expect(home, 'the demo congregation has such a household').toBeDefined();
  const contact = people.find((p) => p.id === home!.personId);
  expect(contact, 'the household’s primary contact is in the directory').toBeDefined();
  return { home: home!, name: contact!.attributes.name };
}

describe('the directory’s person modal', () => {
  test('shows every field of the person, each as a working link', async () => {
    const modal = await openModal();
    const a = details.data.attributes;
    expect(await modal.locator('.modal-avatar').getAttribute('href')).toBe(a.avatar);
    expect(await modal.locator('.membership').textContent()).toBe(a.membership);
    expect(await modal.locator('.household-members .member').count()).toBe(entry.memberIds.length);
    for (const item of details.included) {
      if (item.type === 'Email') {
        const link = modal.getByRole('link', { name: item.attributes.address });
        expect(await link.getAttribute('href')).toBe(`mailto:${item.attributes.address}`);
        expect(await link.locator('xpath=..').textContent()).toContain(item.attributes.location);
      } else if (item.type === 'PhoneNumber') {
        const digits = item.attributes.number.replace(/\D/g, '').slice(-10);
        const shown = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
        const link = modal.getByRole('link', { name: shown });
        expect(await link.getAttribute('href')).toBe(`tel:+1-${shown}`);
      } else {
        const { street, city, state, zip } = item.attributes;
        const link = modal.getByRole('link', { name: `${street}, ${city}, ${state} ${zip}` });
        const href = new URL((await link.getAttribute('href'))!);
        expect(href.hostname).toBe('www.google.com');
        expect(href.searchParams.get('query')).toBe(`${street}, ${city}, ${state} ${zip}`);
      }
    }
    expect(await modal.getByText(birthday(a.birthdate!), { exact: true }).count()).toBe(1);
    await closeModal();
  });

  test('passes axe while open', async () => {
    await openModal();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await closeModal();
  });

  test('keeps focus inside, and Escape closes it and returns focus to the tile', async () => {
    await openModal();
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog'));
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-entry'))).toBe(
      entry.id,
    );
  });

  test('loads a person’s details once: opening the tile again asks the server nothing', async () => {
    await openModal();
    await closeModal();
    await openModal();
    expect(detailRequests).toBe(1);
    await closeModal();
  });
});

describe('a household tile in the directory', () => {
  test('of several opens its primary contact with every member’s avatar', async () => {
    const { home, name } = await household((members) => members > 1);
    await openHousehold(home, name);
    expect(await dialog().locator('.household-members .member').count()).toBe(
      home.memberIds.length,
    );
    await closeModal();
  });

  test('of one opens that person, with no member avatars', async () => {
    const { home, name } = await household((members) => members === 1);
    await openHousehold(home, name);
    expect(await dialog().locator('.household-members .member').count()).toBe(0);
    await closeModal();
  });
});
