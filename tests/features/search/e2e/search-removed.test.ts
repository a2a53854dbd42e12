/**
 * A removed sermon leaves search at once (docs/architecture.md section 9): /search leaves out a
 * sermon the published feed no longer holds, even while the index still has it. The browser is
 * shown the index as it was before the removal (every /pagefind/ file it fetched for the query
 * is replayed), as a visitor sees it on Netlify until the deploy that rebuilds it; the sermon's
 * title and transcript no longer show, and the count says so.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { baseUrl, DESKTOP, launchBrowser, openPage } from '../../../helpers/browser.ts';

const TITLE = `Vanishing Lamps ${Date.now()}`;
const WORDS = 'tamarind lighthouse murmurs';
const VTT = `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nThe ${WORDS} tonight.\n`;

let browser: Browser;
let cookie = '';
/** The /pagefind/ files as the index held them before the removal, by path. */
const before = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();

const episodes = async () => (await (await fetch(`${baseUrl()}/api/media`)).json()) as Episode[];
const suffix = (episode: Episode) => episode.guid.replace(/^.*?\/media\//, '');

/** Searches on /search, the index's files recorded, or replayed when `replay` is set. */
async function search(query: string, replay: boolean): Promise<Page> {
  const page = await openPage(browser, '/search', DESKTOP);
  await page.route('**/pagefind/**', async (route) => {
    // pagefind-entry.json is asked for with a `?ts=` of the moment: the path is the file
    const file = new URL(route.request().url()).pathname;
    const old = before.get(file);
    if (replay && old) return route.fulfill(old);
    const response = await route.fetch();
    const body = await response.body();
    if (!replay)
      before.set(file, {
        ...response,
        status: response.status(),
        headers: response.headers(),
        body,
      });
    return route.fulfill({ response, body });
  });
  await page.getByLabel('Search pages and sermons').fill(query);
  await page.getByLabel('Search pages and sermons').press('Enter');
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/result|Nothing/);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await openPage(browser, '/podcastadmin', DESKTOP);
  await admin.getByLabel('Password').fill(PASSWORDS.podcastadmin);
  await admin.getByLabel('Password').press('Enter');
  await admin.getByLabel('Episode').waitFor();
  cookie = (await admin.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await admin.context().close();
});
afterAll(async () => {
  // a clean-up that cannot remove what the file published fails the file
  for (const episode of (await episodes()).filter((e) => e.title === TITLE)) {
    const removed = await fetch(`${baseUrl()}/api/podcast/${suffix(episode)}`, {
      method: 'DELETE',
      headers: { cookie, origin: baseUrl() },
    });
    expect(removed.ok, `the clean-up removes "${episode.title}"`).toBe(true);
  }
  await browser.close();
});

describe('a removed sermon', () => {
  test('no longer shows in search, by title or transcript, before the index is rebuilt', async () => {
    const form = new FormData();
    form.append('title', TITLE);
    form.append('author', 'Idris Fenwick');
    form.append('summary', 'Lamps');
    form.append('audio', new Blob([new Uint8Array(demoMp3(2))]), 'a.mp3');
    form.append('transcript', new Blob([VTT]), 'sermon.vtt');
    const published = await fetch(`${baseUrl()}/api/podcast`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl() },
      body: form,
    });
    expect(published.status, await published.text()).toBe(201);

    for (const query of [WORDS, TITLE]) {
      const page = await search(query, false);
      await page.getByRole('link', { name: TITLE }).waitFor();
      await page.context().close();
    }

    const episode = (await episodes()).find((e) => e.title === TITLE)!;
    const removed = await fetch(`${baseUrl()}/api/podcast/${suffix(episode)}`, {
      method: 'DELETE',
      headers: { cookie, origin: baseUrl() },
    });
    expect(removed.status).toBe(200);

    for (const query of [WORDS, TITLE]) {
      const page = await search(query, true);
      expect(await page.getByRole('link', { name: TITLE }).count()).toBe(0);
      expect(await page.locator('#search-results').textContent()).not.toMatch(/tamarind/i);
      expect(await page.getByRole('status').textContent()).not.toMatch(/^1 result/);
      await page.context().close();
    }
  });
});
