/** The member directory's contact cards (vCard) and its printed list. */
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { sortEntries } from '../../src/lib/directory-list.ts';
import { expectedEntries, openDirectory, useBrowser } from './directory.ts';

useBrowser();

describe('directory', () => {
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
});
