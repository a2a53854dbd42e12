/**
 * The transcript editor in a real browser on a 375 px phone (docs/requirements.md section 2,
 * podcast administration): a demo sermon's transcript, its cues given a speaker label as a
 * machine's would carry, is opened from the admin form; a cue plays the audio from its time, one
 * cue's words are corrected and the speaker named; Save says so and shows it reviewed; the sermon
 * page shows the correction and search finds the corrected word. Focus moves to the editor and
 * back. A sermon published without a transcript shows its job live in the panel until attached,
 * then awaits review (its page says it is automatic until saved); axe finds nothing in its editor;
 * the archive button asks before it starts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { clock, toVtt, type Cue } from '../../../../src/features/transcripts/shared/captions.ts';
import { storedCues } from '../../../../src/features/transcripts/shared/transcript.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';
import { MODE, TARGET } from '../../../helpers/target.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';
import { api, axeViolations, overflowsHorizontally } from '../../../helpers/live-helpers.ts';

const WORD = 'Zephyrine';
const MACHINE = `E2E Machine Transcript ${Date.now()}`;
/** What the sermon page says until a person has reviewed a machine transcript. */
const AUTOMATIC = 'made automatically and may contain mistakes';
let browser: Browser;
let admin: Page;
let episode: Episode;
let cues: Cue[];

const suffixOf = (e: Episode) => e.guid.replace(/^.*?\/media\//, '');

async function adminHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), origin: baseUrl() };
}

/** Gives the sermon's transcript a speaker label per cue, through the admin's own upload. */
async function labelSpeakers(page: Page): Promise<void> {
  cues = storedCues(await (await fetch(episode.transcript!)).text());
  const voiced = cues.map((cue, i) => ({ ...cue, voice: i % 3 === 2 ? 'Speaker 2' : 'Speaker 1' }));
  const form = new FormData();
  form.append('title', episode.title);
  form.append('transcript', new Blob([toVtt(voiced)]), 'sermon.vtt');
  const response = await fetch(`${baseUrl()}/api/podcast/${suffixOf(episode)}`, {
    method: 'PUT',
    headers: await adminHeaders(page),
    body: form,
  });
  expect(response.status, await response.text()).toBe(200);
  episode = (await api<Episode[]>('/api/media')).find((e) => e.guid === episode.guid)!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // the oldest demo sermon with a transcript: the other suites look at the newest
  episode = (await api<Episode[]>('/api/media')).filter((e) => e.transcript && e.link).at(-1)!;
  admin = await openPage(browser, '/podcastadmin', PHONE);
  await admin.getByLabel('Password').fill(PASSWORDS.podcastadmin);
  await admin.getByLabel('Password').press('Enter');
  await admin.getByLabel('Episode').waitFor();
  await labelSpeakers(admin);
});

afterAll(async () => {
  const headers = await adminHeaders(admin);
  // a clean-up that cannot remove what the file published fails the file
  for (const published of (await api<Episode[]>('/api/media')).filter((e) => e.title === MACHINE)) {
    const url = `${baseUrl()}/api/podcast/${suffixOf(published)}`;
    expect((await fetch(url, { method: 'DELETE', headers })).ok).toBe(true);
  }
  await browser.close();
});

describe('the transcript editor', () => {
  test('corrects a cue and names a speaker on a phone; saved, it shows reviewed', async () => {
    const page = admin;
    await page.reload();
    await page.getByLabel('Episode').selectOption({ label: episode.title });
    const open = page.getByRole('button', { name: /^Edit transcript/ });
    await open.click();
    const heading = page.getByRole('heading', { name: `Transcript: ${episode.title}` });
    // loaded, or the editor's alert says why not; the suite's first file meets the busiest runner
    const problem = page.locator('.transcript-editor [role="alert"]');
    await heading.or(problem).waitFor({ timeout: 60_000 });
    expect(await problem.allTextContents()).toEqual([]);
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);

    const second = cues[1]!;
    await page
      .getByRole('button', { name: `Play from ${clock(second.start)}` })
      .first()
      .click();
    const time = await page
      .locator('.transcript-editor audio')
      .evaluate((a: HTMLAudioElement) => a.currentTime);
    expect(Math.abs(time - second.start)).toBeLessThan(1);

    await page.getByLabel('Name for Speaker 1').fill('Pastor Amy Reed');
    const first = page.getByLabel(/^Cue 1 at /);
    expect(await first.inputValue()).toBe(cues[0]!.text);
    await first.fill(`${WORD} ${cues[0]!.text}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('.toast')
      .filter({ hasText: `The transcript of "${episode.title}" was saved and marked reviewed.` })
      .waitFor({ timeout: 30_000 });
    expect(await page.locator('.transcript-editor__state').textContent()).toBe('Reviewed.');
    expect(await page.getByLabel(/^Cue 1 at /).inputValue()).toBe(`${WORD} ${cues[0]!.text}`);
    expect(await page.getByLabel('Name for Pastor Amy Reed').inputValue()).toBe('Pastor Amy Reed');

    await page.locator('.transcript-editor').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => open.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  test('the sermon page shows the correction, and search finds the corrected word', async () => {
    const path = new URL(episode.link!).pathname;
    const sermon = await openPage(browser, path, DESKTOP);
    const transcript = sermon.getByRole('region', { name: 'Transcript' });
    expect(await transcript.innerText()).toContain(`${WORD} ${cues[0]!.text}`);
    await sermon.context().close();

    // the index our servers rebuild on publishing; on Netlify a deploy's build rebuilds it
    if (TARGET === 'preview') return;
    const search = await openPage(browser, `/search?q=${WORD}`, PHONE);
    await search.locator(`#search-results a[href^="${path}"]`).first().waitFor();
    await search.context().close();
  });
});

/**
 * Production mode here runs without TRANSCRIBE_ENABLED, as a church does before it turns
 * transcription on: the panel says so and how. The jobs themselves run against the demo's
 * Transcribe (the demo runs, vitest.config.ts) and, in production mode, against the stand-in
 * (tests/features/transcripts/integration/transcription.test.ts).
 */
describe.runIf(MODE === 'production')('the transcription panel, transcription off', () => {
  test('says automatic transcripts are off and how to turn them on, and offers no archive run', async () => {
    const panel = admin.locator('.podcast-transcription');
    await panel.getByText('Automatic transcripts are off.').first().waitFor();
    expect(await panel.innerText()).toMatch(/TRANSCRIBE_ENABLED/);
    expect(
      await admin
        .getByRole('button', { name: 'Transcribe every sermon without a transcript' })
        .count(),
    ).toBe(0);
  });
});

describe.runIf(MODE === 'demo')('the transcription panel', () => {
  test('a sermon published without a transcript shows its job live, then awaits review', async () => {
    const form = new FormData();
    form.append('title', MACHINE);
    form.append('audio', new Blob([new Uint8Array(demoMp3(2))]), 'sermon.mp3');
    const init = { method: 'POST', headers: await adminHeaders(admin), body: form };
    const published = await fetch(`${baseUrl()}/api/podcast`, init);
    expect(published.status, await published.text()).toBe(201);
    const page = admin;
    await page.reload();
    const job = page.locator('.podcast-job', { hasText: MACHINE });
    await job.waitFor();
    expect(await job.innerText()).toMatch(/Waiting to start|Transcribing…|Transcript attached/);
    // the demo's Transcribe takes about 20 seconds; the page asks every few seconds meanwhile
    await job.getByText('Transcript attached').waitFor({ timeout: 60_000 });
    const sermon = (await api<Episode[]>('/api/media')).find((e) => e.title === MACHINE)!;
    const note = async () => (await (await fetch(sermon.link!)).text()).includes(AUTOMATIC);
    expect(await note()).toBe(true);
    const edit = page.getByRole('button', { name: `Edit transcript: ${MACHINE}` });
    await edit.click();
    const state = page.locator('.transcript-editor__state');
    await expect
      .poll(() => state.textContent())
      .toBe('Automatic: not yet reviewed. It may contain mistakes.');
    // axe here, on a short transcript: on a sermon's hundreds of cues it takes half a minute
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Reviewed.');
    expect(await note()).toBe(false);
    await page.locator('.transcript-editor').getByRole('button', { name: 'Close' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  test('the archive button shows what it would take and asks before it starts', async () => {
    const page = admin;
    await page
      .getByRole('button', { name: 'Transcribe every sermon without a transcript' })
      .click();
    await page
      .getByText(
        /without a transcript, .* of audio\. .* cost about \$|Every sermon has a transcript already/,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('button', { name: 'Transcribe every sermon without a transcript' })
      .waitFor();
  });
});
