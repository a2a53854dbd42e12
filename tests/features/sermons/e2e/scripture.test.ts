/**
 * Bible passages in Chromium (docs/requirements.md sections 2 and 5): /media's Book filter (only
 * books that have sermons, in the Bible's order, kept in the URL), a sermon's page showing its
 * passage, and the admin's Passage field refusing a false reference before anything is sent.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { BIBLE_BOOKS, booksInOsis } from '../../../../src/platform/shared/bible-books.ts';
import { sortNewestFirst } from '../../../../src/features/sermons/shared/episodes.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';
import { api, axeViolations, openLive, sharedPage } from '../../../helpers/live-helpers.ts';

let browser: Browser;
let episodes: Episode[];
beforeAll(async () => {
  browser = await launchBrowser();
  episodes = sortNewestFirst(await api<Episode[]>('/api/media'));
});
afterAll(() => browser.close());

const titles = (page: Page) => page.locator('.episode-title').allInnerTexts();
const inBook = (slug: string) =>
  episodes.filter((e) => booksInOsis(e.passageOsis).some((b) => b.slug === slug));

describe('the Book filter on /media', () => {
  const view = sharedPage(() => browser, '/media', DESKTOP);
  const book = () => view().getByLabel('Book');

  test('offers exactly the books that have sermons, in the Bible’s order', async () => {
    const slugs = new Set(episodes.flatMap((e) => booksInOsis(e.passageOsis).map((b) => b.slug)));
    const books = BIBLE_BOOKS.filter((b) => slugs.has(b.slug));
    // the fixture must span enough books for the order to show
    expect(books.length).toBeGreaterThanOrEqual(7);
    await expect.poll(() => titles(view())).toHaveLength(9);
    const offered = await book().locator('option').allInnerTexts();
    expect(offered).toEqual(['Any Book', ...books.map((b) => b.name)]);
    // Genesis to Revelation, not alphabetical: the page offers Ruth before Psalms, Acts before
    // Colossians
    for (const [earlier, later] of [
      ['Ruth', 'Psalms'],
      ['Acts', 'Colossians'],
    ] as const) {
      expect(offered).toContain(earlier);
      expect(offered.indexOf(earlier)).toBeLessThan(offered.indexOf(later));
    }
  });

  test('a book shows only its sermons and is kept in the URL', async () => {
    await book().selectOption({ label: 'Psalms' });
    expect(new URL(view().url()).searchParams.get('book')).toBe('psalms');
    const psalms = inBook('psalms');
    expect(psalms.length).toBeGreaterThan(0);
    await expect.poll(() => titles(view())).toEqual(psalms.slice(0, 9).map((e) => e.title));
  });

  test('passes axe with a book chosen', async () => {
    expect(await axeViolations(view())).toEqual([]);
  });

  test('Back returns to every sermon', async () => {
    await view().goBack();
    await expect.poll(() => book().inputValue()).toBe('');
    await expect.poll(() => titles(view())).toEqual(episodes.slice(0, 9).map((e) => e.title));
  });

  test('a shared ?book= link opens that book’s sermons, and only those', async () => {
    const page = await openLive(browser, '/media?book=acts&per=100', PHONE);
    const acts = inBook('acts');
    expect(acts.length).toBeGreaterThan(1);
    await expect.poll(() => titles(page)).toEqual(acts.map((e) => e.title));
    expect(await page.getByLabel('Book').inputValue()).toBe('acts');
    await page.context().close();
  });
});

describe('a sermon’s page', () => {
  test('shows its passage beside the series and speaker', async () => {
    const sermon = episodes.find((e) => e.passage)!;
    const page = await openLive(browser, new URL(sermon.link!).pathname, PHONE);
    const facts = page.locator('.detail-facts');
    expect(await facts.locator('dt').allInnerTexts()).toEqual(
      expect.arrayContaining(['Series', 'Speaker', 'Passage']),
    );
    const row = facts.locator('div', { has: page.locator('dt', { hasText: 'Passage' }) });
    expect(await row.locator('dd').innerText()).toBe(sermon.passage);
    await page.context().close();
  });
});

describe('the admin’s Passage field', () => {
  let page: Page;
  const sent: string[] = [];
  const passage = () => page.getByLabel('Passage');
  const message = /“Hezekiah 3:5” is not a Bible reference/;
  beforeAll(async () => {
    page = await openPage(browser, '/podcastadmin', DESKTOP);
    await page.getByLabel('Password').fill(PASSWORDS.podcastadmin);
    await page.getByLabel('Password').press('Enter');
    await page.getByLabel('Episode').waitFor();
    page.on('request', (r) => {
      if (r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
    });
  });
  afterAll(() => page.context().close());

  test('reads a real passage back by its full name', async () => {
    await passage().fill('rom 8:28-39');
    await passage().press('Tab');
    await page.getByText('Reads as Romans 8:28–39.').waitFor();
  });

  test('refuses “Hezekiah 3:5” on Submit with a message at the field', async () => {
    await page.getByLabel('Title').fill('Not in the Bible');
    await passage().fill('Hezekiah 3:5');
    await page.getByLabel('Audio file').setInputFiles({
      name: 'false.mp3',
      mimeType: 'audio/mpeg',
      buffer: demoMp3(1),
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.toast').filter({ hasText: message }).waitFor();
    const field = page.locator('.podcast-field').filter({ has: passage() });
    expect(await field.getByRole('alert').innerText()).toMatch(message);
    expect(await passage().getAttribute('aria-invalid')).toBe('true');
  });

  test('sends nothing, so nothing is published', async () => {
    expect(sent).toEqual([]);
    expect((await api<Episode[]>('/api/media')).map((e) => e.title)).not.toContain(
      'Not in the Bible',
    );
  });
});
