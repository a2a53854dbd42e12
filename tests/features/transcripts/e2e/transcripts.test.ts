/**
 * Transcripts and chapters in a real browser: publish a sermon with a WebVTT file and typed
 * chapters through the admin page (which nudges while there is no transcript); the feed links
 * both; the sermon page shows the transcript, and pressing a chapter with the keyboard moves the
 * player there and marks that chapter current; axe finds nothing on the page.
 */
import type { Browser, Page } from 'playwright-core';
import { parseFeed as partytime } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { guidSuffix } from '../../../../src/features/podcast/shared/form.ts';
import type { PodcastAdminInfo } from '../../../../src/features/podcast/shared/types.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { baseUrl, DESKTOP, launchBrowser, openPage } from '../../../helpers/browser.ts';
import { axeViolations } from '../../../helpers/live-helpers.ts';

const TITLE = `E2E Transcript ${Date.now()}`;
const VTT =
  'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nGrace and peace to you.\n\n' +
  '00:00:01.600 --> 00:00:03.500\nLet us read Colossians three.\n';
let browser: Browser;
let admin: Page;
// the episode the first test publishes, which the later ones look for
let episode: Episode;

async function episodes(): Promise<Episode[]> {
  return (await (await fetch(`${baseUrl()}/api/media`)).json()) as Episode[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await openPage(browser, '/podcastadmin', DESKTOP);
  await admin.getByLabel('Password').fill(PASSWORDS.podcastadmin);
  await admin.getByLabel('Password').press('Enter');
  await admin.getByLabel('Episode').waitFor();
});

afterAll(async () => {
  // leave the shared archive as it was; a clean-up that cannot remove the episode fails the file
  const cookies = await admin.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  try {
    const info = await fetch(`${baseUrl()}/api/podcast`, { headers: { cookie } });
    const { mediaPublicUrl } = (await info.json()) as PodcastAdminInfo;
    for (const episode of (await episodes()).filter((e) => e.title === TITLE)) {
      const removed = await fetch(
        `${baseUrl()}/api/podcast/${guidSuffix(episode.guid, mediaPublicUrl)}`,
        { method: 'DELETE', headers: { cookie, origin: baseUrl() } },
      );
      expect(removed.ok, `the clean-up removes "${episode.title}"`).toBe(true);
    }
  } finally {
    await browser.close();
  }
});

// The admin page is shared by the file, a visitor's sermon page by its describe; tests run in
// order, each checking one behaviour.
describe('transcripts and chapters: publishing', () => {
  const nudge = () => admin.locator('.podcast-nudge', { hasText: 'Without a transcript' });

  test('the form nudges while there is no transcript', async () => {
    expect(await nudge().innerText()).toMatch(/deaf or hard of hearing/);
  });

  test('choosing a transcript file lifts the nudge', async () => {
    await admin.getByLabel('Title').fill(TITLE);
    await admin.getByLabel('Publish date').fill('2099-12-31');
    await admin.getByLabel('Audio file').setInputFiles({
      name: 'sermon.mp3',
      mimeType: 'audio/mpeg',
      buffer: demoMp3(4),
    });
    await admin.getByLabel('Transcript', { exact: true }).setInputFiles({
      name: 'sermon.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(VTT),
    });
    await nudge().waitFor({ state: 'detached' });
  });

  test('publishes the sermon with its transcript stored as .vtt', async () => {
    await admin.getByLabel('Chapters', { exact: true }).fill('0:00 Welcome\n0:02 Colossians 3:1-4');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin
      .locator('.toast')
      .filter({ hasText: `"${TITLE}" was published.` })
      .waitFor();
    const found = (await episodes()).find((e) => e.title === TITLE);
    expect(found, 'the published sermon is in the archive').toBeDefined();
    episode = found!;
    expect(episode.transcript).toMatch(/\.vtt$/);
  });

  test('the feed links the transcript and the chapters', async () => {
    const feed = partytime(await (await fetch(`${baseUrl()}/podcast.xml`)).text());
    const item = feed!.items.find((i) => i.title === TITLE)!;
    expect(item.podcastTranscripts?.[0]).toMatchObject({
      url: episode.transcript,
      type: 'text/vtt',
    });
    expect(item.podcastChapters).toEqual({
      url: episode.chapters,
      type: 'application/json+chapters',
    });
  });

  test('choosing it again shows its chapters as lines, no nudge, and keeps the transcript', async () => {
    await admin.getByLabel('Episode').selectOption({ label: TITLE });
    await expect
      .poll(() => admin.getByLabel('Chapters', { exact: true }).inputValue())
      .toBe('0:00 Welcome\n0:02 Colossians 3:1-4');
    expect(await nudge().count()).toBe(0);
    expect(await admin.getByLabel('Remove the current transcript').isChecked()).toBe(false);
  });
});

describe('transcripts and chapters: the sermon page', () => {
  let page: Page;
  const chapter = () => page.getByRole('button', { name: /0:02\s+Colossians 3:1-4/ });
  beforeAll(async () => {
    page = await openPage(browser, new URL(episode.link!).pathname, DESKTOP);
  });
  afterAll(() => page.context().close());

  test('shows the transcript', async () => {
    const transcript = page.getByRole('region', { name: 'Transcript' });
    expect(await transcript.innerText()).toContain(
      'Grace and peace to you. Let us read Colossians three.',
    );
  });

  test('a chapter pressed by keyboard moves the player there', async () => {
    await chapter().focus();
    await page.keyboard.press('Enter');
    const time = await page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime);
    expect(time).toBeGreaterThanOrEqual(1.9);
    expect(time).toBeLessThan(3.9);
  });

  test('marks that chapter current, and only it', async () => {
    await expect.poll(() => chapter().getAttribute('aria-current')).toBe('true');
    const welcome = page.getByRole('button', { name: /0:00\s+Welcome/ });
    expect(await welcome.getAttribute('aria-current')).toBeNull();
  });

  test('gives the player the transcript as captions', async () => {
    expect(await page.locator('audio track[kind="captions"]').getAttribute('src')).toBe(
      episode.transcript,
    );
  });

  test('passes axe', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('transcripts and chapters: /media', () => {
  test('its card on /media says it has a transcript', async () => {
    const page = await openPage(browser, '/media', DESKTOP);
    const card = page.locator('.episode-card', { hasText: TITLE });
    const link = card.getByRole('link', { name: /^Transcript/ });
    await link.waitFor();
    expect(await link.textContent()).toBe(`Transcript: ${TITLE}`);
    expect(await link.getAttribute('href')).toBe(`${episode.link}#transcript`);
    await page.context().close();
  });
});
