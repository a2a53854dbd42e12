/**
 * A link to a moment of a sermon (docs/requirements.md section 2, "Search"): `#t=N` and `?t=N`
 * on a demo sermon's page show the transcript's cue that holds second N, marked and in view,
 * and pressing play starts there, also before the audio's metadata has arrived.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import type { Cue } from '../../../../src/features/transcripts/shared/captions.ts';
import { storedCues } from '../../../../src/features/transcripts/shared/transcript.ts';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';
import { api } from '../../../helpers/live-helpers.ts';

let browser: Browser;
let path = '';
/** A cue from the middle of the transcript, the only one that starts in its whole second. */
let cue: Cue | undefined;
let later: Cue | undefined;

/** The first cue from `from` on that is alone in its whole second. */
function lonely(cues: Cue[], from: number): Cue | undefined {
  const second = (c: Cue) => Math.floor(c.start);
  return cues
    .slice(from)
    .find((c) => cues.filter((other) => second(other) === second(c)).length === 1);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const episode = (await api<Episode[]>('/api/media')).find((e) => e.transcript && e.link);
  // the demo archive (seeded in production mode's bucket too) has sermons with transcripts
  if (!episode) throw new Error('the archive has no sermon with a transcript');
  path = new URL(episode.link!).pathname;
  const cues = storedCues(await (await fetch(episode.transcript!)).text());
  cue = lonely(cues, Math.floor(cues.length / 2));
  later = lonely(cues, Math.floor((cues.length * 3) / 4));
  if (!cue || !later) throw new Error(`${path}'s transcript has no cue alone in its second`);
});
afterAll(() => browser.close());

const oneLine = (text: string | null) => text?.replace(/\s+/g, ' ').trim();
const marked = (page: Page) => page.locator('.follow-transcript .cue[aria-current="true"]');

async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

/** Presses the player's own play button, as a visitor does. */
async function pressPlay(page: Page): Promise<void> {
  const audio = page.locator('audio.detail-player');
  await audio.scrollIntoViewIfNeeded();
  const box = (await audio.boundingBox())!;
  await page.mouse.click(box.x + 20, box.y + box.height / 2);
}

const currentTime = (page: Page) =>
  page.locator('audio.detail-player').evaluate((a: HTMLAudioElement) => a.currentTime);

// One page opened at #t=N; its tests run in order on it, each checking one behaviour.
describe('a link to a moment of a sermon, #t=N', () => {
  let page: Page;
  const t = () => Math.floor(cue!.start);
  beforeAll(async () => {
    page = await openPage(browser, `${path}#t=${t()}`, PHONE);
    await marked(page).waitFor();
  });
  afterAll(() => page.context().close());

  test('marks the one cue that holds second N', async () => {
    expect(await marked(page).count()).toBe(1);
    expect(oneLine(await marked(page).textContent())).toBe(oneLine(cue!.text));
  });

  test('brings the marked cue into view', async () => {
    expect(await inView(marked(page))).toBe(true);
  });

  test('play starts there', async () => {
    await pressPlay(page);
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(t() - 0.5);
    expect(await currentTime(page)).toBeLessThan(t() + 4);
  });
});

describe('a link to a moment of a sermon', () => {
  test('?t=N starts there when play is pressed before the audio has loaded', async () => {
    const t = Math.floor(cue!.start);
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl() });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.mp3(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${path}?t=${t}`);
    await marked(page).waitFor();
    expect(oneLine(await marked(page).textContent())).toBe(oneLine(cue!.text));
    expect(
      await page.locator('audio.detail-player').evaluate((a: HTMLAudioElement) => a.readyState),
    ).toBe(0);
    await pressPlay(page);
    release();
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(t - 0.5);
    expect(await currentTime(page)).toBeLessThan(t + 4);
    await page.context().close();
  });

  test('a new #t=N on the same page moves the mark', async () => {
    const page = await openPage(browser, `${path}#t=${Math.floor(cue!.start)}`, DESKTOP);
    await marked(page).waitFor();
    await page.evaluate((t) => (window.location.hash = `t=${t}`), Math.floor(later!.start));
    await expect
      .poll(async () => oneLine(await marked(page).textContent()))
      .toBe(oneLine(later!.text));
    expect(await marked(page).count()).toBe(1);
    expect(await inView(marked(page))).toBe(true);
    await page.context().close();
  });
});
