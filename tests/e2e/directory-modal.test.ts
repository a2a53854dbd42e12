/** The member directory's person modal: every field, focus, axe, and household tiles. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { PersonAnswer } from '../../src/lib/api-types.ts';
import { sortEntries, type DirectoryEntry } from '../../src/lib/directory-list.ts';
import { expectedEntries, openDirectory, useBrowser } from './directory.ts';

useBrowser();

/** Every field of the person's details shows in the dialog, each as a working link. */
async function expectEveryField(dialog: Locator, details: PersonAnswer, entry: DirectoryEntry) {
  const a = details.data.attributes;
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
  await expectBirthday(dialog, a.birthdate);
}

/** The birthday shows as "March 3rd": month and day, never the year. */
async function expectBirthday(dialog: Locator, birthdate: string | null) {
  if (birthdate) {
    const month = new Date(Date.UTC(2000, Number(birthdate.slice(0, 2)) - 1, 1)).toLocaleString(
      'en-US',
      { month: 'long', timeZone: 'UTC' },
    );
    const day = Number(birthdate.slice(3));
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
}

describe('directory', () => {
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
    await dialog.getByRole('heading', { name: 'Email' }).waitFor();

    await expectEveryField(dialog, details, entry);

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
});
