import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode, WorshipSamplesAnswer } from '../../src/lib/api-types.ts';
import { newestEpisode } from '../../src/lib/podcast/episodes.ts';
import { pickMedley, worshipItems } from '../../src/lib/worship.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import {
  api,
  axeViolations,
  expectPlaying,
  openLive,
  overflowsHorizontally,
} from './live-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('home page live blocks at %s', (_size, options) => {
  test('show the current series, play the newest sermon, then the medley instead', async () => {
    const sermon = newestEpisode(await api<Episode[]>('/api/media'))!;
    const medley = pickMedley(
      worshipItems((await api<WorshipSamplesAnswer>('/api/worshipsamples')).data),
    )!;
    const page = await openLive(browser, '/', options);
    const current = page.getByRole('region', { name: 'Current Series' });
    await current.scrollIntoViewIfNeeded();
    await expect.poll(() => current.locator('.series-label').innerText()).toBe(sermon.summary);
    expect(await current.getByRole('link', { name: 'See All Sermons' }).getAttribute('href')).toBe(
      '/media',
    );

    await current.getByRole('button', { name: `Play ${sermon.title}` }).click();
    await expectPlaying(current.locator('audio'));

    const worship = page.getByRole('region', { name: 'Worship Medley' });
    await worship.scrollIntoViewIfNeeded();
    await worship.getByRole('button', { name: `Play ${medley.title}` }).click();
    await expectPlaying(worship.locator('audio'));
    // Only one plays at a time: the sermon went back to its play button.
    expect(await current.locator('audio').count()).toBe(0);
    expect(await current.getByRole('button', { name: `Play ${sermon.title}` }).count()).toBe(1);

    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.context().close();
  });
});
