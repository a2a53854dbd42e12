import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { WorshipSamplesAnswer } from '../../src/lib/api-types.ts';
import { formatWorshipDate, worshipItems, type WorshipItem } from '../../src/lib/worship.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import {
  api,
  axeViolations,
  expectPlaying,
  openLive,
  overflowsHorizontally,
} from './live-helpers.ts';

let browser: Browser;
let items: WorshipItem[];
beforeAll(async () => {
  browser = await launchBrowser();
  items = worshipItems((await api<WorshipSamplesAnswer>('/api/worshipsamples')).data);
});
afterAll(() => browser.close());

const titles = (page: Page) => page.locator('.worship-title').allInnerTexts();
const options = (page: Page, label: string) =>
  page.getByLabel(label).locator('option').allInnerTexts();

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('worship page at %s', (_size, context) => {
  test('lists samples newest first with filters that narrow each other', async () => {
    expect(items.length).toBeGreaterThan(2);
    const page = await openLive(browser, '/worship', context);
    await expect.poll(() => titles(page)).toEqual(items.map((i) => i.title));
    const dates = items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await page.locator('.worship-meta').first().innerText()).toBe(
      `${formatWorshipDate(items[0]!.date)} · ${items[0]!.artist}`,
    );

    const artist = items.at(-1)!.artist;
    const byArtist = items.filter((i) => i.artist === artist);
    await page.getByLabel('Artist').selectOption(artist);
    expect(await titles(page)).toEqual(byArtist.map((i) => i.title));
    expect((await options(page, 'Song')).slice(1)).toEqual(byArtist.map((i) => i.title).sort());
    await page.getByLabel('Song').selectOption(byArtist[0]!.title);
    expect(await titles(page)).toEqual([byArtist[0]!.title]);
    expect((await options(page, 'Artist')).slice(1)).toEqual(
      [...new Set(items.filter((i) => i.title === byArtist[0]!.title).map((i) => i.artist))].sort(),
    );
    await page.getByLabel('Artist').selectOption('');
    await page.getByLabel('Song').selectOption('');
    expect(await titles(page)).toHaveLength(items.length);

    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.context().close();
  });
});

describe('worship players', () => {
  test('fetch a signed URL per click, play one at a time, stop on a filter change', async () => {
    const page = await openLive(browser, '/worship', DESKTOP);
    const requests: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/attachment')) requests.push(r.postDataJSON());
    });
    const [first, second] = items;
    await page.getByRole('button', { name: `Play ${first!.title}` }).click();
    const audio = page.locator('audio');
    await expect.poll(() => audio.count()).toBe(1);
    await expectPlaying(audio.first());
    const answer = await api<WorshipSamplesAnswer>('/api/worshipsamples');
    expect(requests).toEqual([{ mediaId: answer.meta.media_id, attachmentId: first!.id }]);

    await page.getByRole('button', { name: `Play ${second!.title}` }).click();
    // The first one plays on until the second's signed URL arrives, then makes way for it.
    await expect.poll(() => audio.first().getAttribute('aria-label')).toBe(second!.title);
    expect(await audio.count()).toBe(1);
    await expectPlaying(audio.first());

    await page.getByLabel('Artist').selectOption(second!.artist);
    expect(await audio.count()).toBe(0);
    await page.context().close();
  });
});
