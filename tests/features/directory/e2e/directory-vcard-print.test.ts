/** The member directory's contact cards (vCard) and its printed list. */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  sortEntries,
  type DirectoryEntry,
} from '../../../../src/features/directory/shared/directory-list.ts';
import { expectedEntries, openDirectory, useBrowser } from './directory.ts';

useBrowser();

// Each describe logs in one page; its tests run in order on it, each checking one behaviour.
describe('the directory’s contact cards', () => {
  let page: Page;
  let entry: DirectoryEntry;
  const dialog = () => page.getByRole('dialog');
  beforeAll(async () => {
    page = await openDirectory();
    const { persons } = await expectedEntries(page);
    const found = persons.find((e) => e.memberIds.length > 1);
    expect(found, 'the demo congregation has a person in a household of several').toBeDefined();
    entry = found!;
    await page.getByLabel('Per page').fill('');
    await page.locator(`.tile[data-entry="${entry.id}"]`).click();
    await dialog().getByRole('heading', { name: 'Email' }).waitFor();
  });
  afterAll(() => page.context().close());

  test('Save contact saves one vCard 4.0 named for the person', async () => {
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      dialog().getByRole('button', { name: 'Save contact' }).click(),
    ]);
    expect(single.suggestedFilename()).toBe(`${entry.label}.vcf`);
    const card = await readFile(await single.path(), 'utf8');
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(card).toContain(`\r\nFN:${entry.label}\r\n`);
    expect(card.match(/BEGIN:VCARD/g)).toHaveLength(1);
  });

  test('Save household saves a vCard per member', async () => {
    const [household] = await Promise.all([
      page.waitForEvent('download'),
      dialog()
        .getByRole('button', { name: `Save household (${entry.memberIds.length})` })
        .click(),
    ]);
    const cards = await readFile(await household.path(), 'utf8');
    expect(cards.match(/BEGIN:VCARD\r\n/g)).toHaveLength(entry.memberIds.length);
  });
});

describe('the printed directory', () => {
  let page: Page;
  let expected: number;
  beforeAll(async () => {
    page = await openDirectory();
    const { persons } = await expectedEntries(page);
    const prefix = sortEntries(persons, 'last_name', 'first_name')[0]!.keys.last_name.slice(0, 1);
    await page.getByLabel('Per page').fill('5');
    await page.getByLabel('Filter by Name').fill(prefix);
    expected = persons.filter((e) => e.keys.last_name.startsWith(prefix)).length;
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
  });
  afterAll(() => page.context().close());

  test('lists every matching entry, not only the page shown', async () => {
    expect(await page.locator('.print-directory li').count()).toBe(expected);
  });

  test('leaves out the controls, the header and the tiles', async () => {
    expect(await page.getByLabel('Filter by Name').isVisible()).toBe(false);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.tile').first().isVisible()).toBe(false);
  });

  test('goes once printing ends', async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(() => page.locator('.print-directory').count()).toBe(0);
  });
});
