/**
 * Series pages in a browser (docs/requirements.md, "Series pages"): a series name on /media is a
 * link to its page, which lists the series' sermons newest first and links each to its page,
 * whose Series fact leads back.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { sortNewestFirst } from '../../../../src/features/sermons/shared/episodes.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  api,
  axeViolations,
  overflowsHorizontally,
  sharedPage,
} from '../../../helpers/live-helpers.ts';

let browser: Browser;
let episodes: Episode[];
beforeAll(async () => {
  browser = await launchBrowser();
  episodes = sortNewestFirst(await api<Episode[]>('/api/media'));
});
afterAll(() => browser.close());

// One page per size, starting on /media; its tests run in order on it, each one behaviour.
describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('series at %s', (_size, options) => {
  const view = sharedPage(() => browser, '/media', options);
  // the first card's series is the newest sermon's
  const newest = () => episodes[0]!;
  const inSeries = () => episodes.filter((e) => e.summary === newest().summary);
  const sermons = () => view().locator('.series-sermon-title a');

  test('a series name on a card leads to the series’ page, headed with its name', async () => {
    const card = view().locator('.episode-card').first();
    await card.getByRole('link', { name: newest().summary }).click();
    await view().waitForURL(/\/sermons\/series\/[a-z0-9-]+$/);
    expect(await view().getByRole('heading', { level: 1 }).innerText()).toBe(
      newest().summary.toUpperCase(),
    );
  });

  test('the series’ page lists its sermons, newest first', async () => {
    expect(await sermons().allInnerTexts()).toEqual(inSeries().map((e) => e.title));
  });

  test('the series’ page fits the width and passes axe', async () => {
    expect(await overflowsHorizontally(view())).toBe(false);
    expect(await axeViolations(view())).toEqual([]);
  });

  test('a sermon there opens its page, whose series link leads back', async () => {
    await sermons().nth(1).click();
    await view().waitForURL(inSeries()[1]!.link!);
    await view().locator('.detail-facts').getByRole('link', { name: newest().summary }).click();
    await view().waitForURL(/\/sermons\/series\/[a-z0-9-]+$/);
    expect(await view().title()).toBe(`${newest().summary} | DCC`);
  });
});
