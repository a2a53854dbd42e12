/** The home page's live blocks: the current series and its newest sermon, and the worship medley. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import type { WorshipSamplesAnswer } from '../../../../src/features/worship/shared/api-types.ts';
import { newestEpisode } from '../../../../src/features/sermons/shared/episodes.ts';
import {
  pickMedley,
  worshipItems,
  type WorshipItem,
} from '../../../../src/features/worship/shared/worship.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  api,
  axeViolations,
  expectPlaying,
  overflowsHorizontally,
  sharedPage,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// One home page per size; its tests run in order on it, each checking one behaviour.
describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('home page live blocks at %s', (_size, options) => {
  const view = sharedPage(() => browser, '/', options);
  let sermon: Episode;
  let medley: WorshipItem;
  const current = () => view().getByRole('region', { name: 'Current Series' });
  beforeAll(async () => {
    sermon = newestEpisode(await api<Episode[]>('/api/media'))!;
    medley = pickMedley(
      worshipItems((await api<WorshipSamplesAnswer>('/api/worshipsamples')).data),
    )!;
    // the demo archive and worship samples must give both blocks something to play
    expect(sermon).toBeTruthy();
    expect(medley).toBeTruthy();
  });

  test('Current Series shows the newest sermon’s series and links every sermon', async () => {
    await current().scrollIntoViewIfNeeded();
    await expect.poll(() => current().locator('.series-label').innerText()).toBe(sermon.summary);
    const all = current().getByRole('link', { name: 'See All Sermons' });
    expect(await all.getAttribute('href')).toBe('/media');
  });

  test('plays the newest sermon', async () => {
    await current()
      .getByRole('button', { name: `Play ${sermon.title}` })
      .click();
    await expectPlaying(current().locator('audio'));
  });

  test('the medley plays instead, the sermon back to its play button', async () => {
    const worship = view().getByRole('region', { name: 'Worship Medley' });
    await worship.scrollIntoViewIfNeeded();
    await worship.getByRole('button', { name: `Play ${medley.title}` }).click();
    await expectPlaying(worship.locator('audio'));
    expect(await current().locator('audio').count()).toBe(0);
    expect(
      await current()
        .getByRole('button', { name: `Play ${sermon.title}` })
        .count(),
    ).toBe(1);
  });

  test('passes axe and fits the width', async () => {
    expect(await axeViolations(view())).toEqual([]);
    expect(await overflowsHorizontally(view())).toBe(false);
  });
});
