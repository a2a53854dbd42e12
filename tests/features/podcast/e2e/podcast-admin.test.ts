/**
 * The podcast admin in a real browser against the built site: publish an episode with real
 * files and see it on /media and the home page, edit it, remove it through the modal, and
 * see the toast for a wrong file type.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { guidSuffix } from '../../../../src/features/podcast/shared/form.ts';
import type { PodcastAdminInfo } from '../../../../src/features/podcast/shared/types.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';
import { axeViolations } from '../../../helpers/live-helpers.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';

const TITLE = `E2E Sermon ${Date.now()}`;
const SERIES = 'Browser Test Series';
let browser: Browser;
let admin: Page;

async function episodes(): Promise<Episode[]> {
  return (await (await fetch(`${baseUrl()}/api/media`)).json()) as Episode[];
}

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });
}

async function logIn(options = DESKTOP): Promise<Page> {
  const page = await openPage(browser, '/podcastadmin', options);
  await page.getByLabel('Password').fill(PASSWORDS.podcastadmin);
  await page.getByLabel('Password').press('Enter');
  await page.getByLabel('Episode').waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await logIn();
});

afterAll(async () => {
  // leave the shared demo archive as it was, whatever happened above; a clean-up that cannot
  // remove an episode fails the file
  const cookies = await admin.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  try {
    const info = await fetch(`${baseUrl()}/api/podcast`, { headers: { cookie } });
    const { mediaPublicUrl } = (await info.json()) as PodcastAdminInfo;
    for (const episode of (await episodes()).filter((e) => e.title.startsWith('E2E Sermon'))) {
      const suffix = guidSuffix(episode.guid, mediaPublicUrl);
      const removed = await fetch(`${baseUrl()}/api/podcast/${suffix}`, {
        method: 'DELETE',
        headers: { cookie, origin: baseUrl() },
      });
      expect(removed.ok, `the clean-up removes "${episode.title}"`).toBe(true);
    }
  } finally {
    await browser.close();
  }
});

// One logged-in admin page for the whole file; the tests run in order on it, each one behaviour.
describe('podcast administration: publishing', () => {
  test('the form opens on New Episode, with no Remove', async () => {
    expect(await admin.getByLabel('Episode').inputValue()).toBe('');
    expect(await admin.getByRole('button', { name: 'Remove' }).count()).toBe(0);
  });

  test('Submit publishes the episode with real files and empties the form', async () => {
    const page = admin;
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Speaker').fill('Tyler Nguyen');
    await page.getByLabel('Series').fill(SERIES);
    await page.getByLabel('Video Link').fill('https://www.youtube.com/watch?v=e2e');
    await page.getByLabel('Publish date').fill('2099-12-27');
    await page.getByLabel('Image file').setInputFiles({
      name: 'art.png',
      mimeType: 'image/png',
      buffer: await picture('png', 1400, 1400, '#884422'),
    });
    await page.getByLabel('Audio file').setInputFiles({
      name: 'e2e sermon.mp3',
      mimeType: 'audio/mpeg',
      buffer: demoMp3(4),
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, `"${TITLE}" was published.`);
    expect(await page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Title').inputValue()).toBe(''); // back to New Episode
  });

  test('the Episode select offers the new episode', async () => {
    const option = admin.getByLabel('Episode').locator('option', { hasText: TITLE });
    await option.waitFor({ state: 'attached' });
  });

  test('the archive holds it first, with its series, speaker and length', async () => {
    const [newest] = await episodes();
    expect(newest).toMatchObject({
      title: TITLE,
      summary: SERIES,
      author: 'Tyler Nguyen',
      duration: 4,
    });
  });

  test('/media shows it', async () => {
    const media = await openPage(browser, '/media', PHONE);
    await media.getByRole('heading', { name: TITLE }).waitFor();
    await media.context().close();
  });

  test('the home page shows its series as the current one', async () => {
    const home = await openPage(browser, '/', DESKTOP);
    const current = home.getByRole('region', { name: 'Current Series' });
    await current.scrollIntoViewIfNeeded(); // the island hydrates when visible
    await expect.poll(() => current.locator('.series-label').innerText()).toBe(SERIES);
    expect(await current.innerText()).toContain(TITLE);
    await home.context().close();
  });
});

describe('podcast administration: editing', () => {
  let before: Episode;

  test('choosing an episode fills the form with its fields', async () => {
    [before] = (await episodes()) as [Episode];
    await admin.getByLabel('Episode').selectOption({ label: TITLE });
    expect(await admin.getByLabel('Title').inputValue()).toBe(TITLE);
    expect(await admin.getByLabel('Series').inputValue()).toBe(SERIES);
    expect(await admin.getByLabel('Publish date').inputValue()).toBe('2099-12-27');
    expect(await admin.getByLabel('Previous image').inputValue()).toBe(before.image);
  });

  test('an edit keeps its guid', async () => {
    await admin.getByLabel('Title').fill(`${TITLE} (edited)`);
    await admin.getByRole('button', { name: 'Submit' }).click();
    await toast(admin, `"${TITLE} (edited)" was updated.`);
    const [after] = await episodes();
    expect(after).toMatchObject({ guid: before.guid, title: `${TITLE} (edited)` });
  });

  test('choosing New Episode empties the form', async () => {
    await admin.getByLabel('Episode').selectOption('');
    expect(await admin.getByLabel('Title').inputValue()).toBe('');
  });
});

describe('podcast administration: a wrong file', () => {
  test('a PNG named .mp3 is refused with the server message in a toast', async () => {
    const page = admin;
    await page.getByLabel('Title').fill('E2E Sermon wrong type');
    await page.getByLabel('Audio file').setInputFiles({
      name: 'sermon.mp3',
      mimeType: 'audio/mpeg',
      buffer: await picture('png', 400),
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, /audio file must be an MP3 \(it is a PNG image\)/);
    // the file's progress bar was shown for the upload
    await page.getByRole('progressbar', { name: 'Audio file upload' }).waitFor();
  });

  test('Submit is enabled again, and nothing was published', async () => {
    expect(await admin.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    expect((await episodes()).some((e) => e.title === 'E2E Sermon wrong type')).toBe(false);
  });
});

describe('podcast administration: removing', () => {
  let episode: Episode;
  const dialog = () => admin.getByRole('dialog', { name: 'Remove Podcast' });

  test('Remove asks in a modal that names the episode and its guid', async () => {
    [episode] = (await episodes()) as [Episode];
    await admin.getByLabel('Episode').selectOption({ label: `${TITLE} (edited)` });
    await admin.getByRole('button', { name: 'Remove' }).click();
    await dialog().waitFor();
    expect(await dialog().innerText()).toContain('Are you sure you want to delete?');
    expect(await dialog().innerText()).toContain(`${TITLE} (edited)`);
    expect(await dialog().innerText()).toContain(episode.guid);
  });

  test('the modal passes axe', async () => {
    expect(await axeViolations(admin)).toEqual([]);
  });

  test('confirming removes the episode and empties the form', async () => {
    await dialog().getByRole('button', { name: 'Remove' }).click();
    await toast(admin, `"${TITLE} (edited)" was removed.`);
    await dialog().waitFor({ state: 'detached' });
    expect(await admin.getByLabel('Episode').inputValue()).toBe('');
    expect(await admin.getByLabel('Title').inputValue()).toBe('');
    expect((await episodes()).some((e) => e.guid === episode.guid)).toBe(false);
  });
});
