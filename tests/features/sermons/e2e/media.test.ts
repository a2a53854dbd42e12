import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { formatRfc2822Date } from '../../../../src/platform/shared/dates.ts';
import {
  formatDuration,
  sortNewestFirst,
} from '../../../../src/features/sermons/shared/episodes.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import {
  api,
  axeViolations,
  CHURCH_ZONE,
  sharedPage,
  overflowsHorizontally,
} from '../../../helpers/live-helpers.ts';

// Each describe opens one page and its tests run in order on it, each checking one behaviour.
let browser: Browser;
let episodes: Episode[];
beforeAll(async () => {
  browser = await launchBrowser();
  episodes = sortNewestFirst(await api<Episode[]>('/api/media'));
  // the fixture must hold more than one page of nine, or paging proves nothing
  expect(episodes.length).toBeGreaterThan(9);
});
afterAll(() => browser.close());

const titles = (page: Page) => page.locator('.episode-title').allInnerTexts();
const pageButtons = (page: Page) => page.getByRole('navigation', { name: 'Sermon pages' });
const current = (page: Page) => pageButtons(page).locator('[aria-current="page"]').innerText();
const query = (page: Page) => new URL(page.url()).searchParams;
const nine = (list: Episode[], from = 0) => list.slice(from, from + 9).map((e) => e.title);

const SIZES = [
  ['375px', PHONE],
  ['1280px', DESKTOP],
] as const;
const series = () => episodes.at(-1)!.summary;
const inSeries = () => episodes.filter((e) => e.summary === series());

/** The list as it opens, and the page buttons. */
function listTests(view: () => Page) {
  test('is titled MEDIA and links the listen badges, the RSS feed last', async () => {
    const page = view();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('MEDIA');
    const badges = page.getByRole('list', { name: 'Listen and subscribe' }).getByRole('link');
    expect(await badges.allInnerTexts()).toEqual([
      'Apple Podcasts',
      'Spotify',
      'YouTube',
      'RSS feed',
    ]);
    expect(await badges.last().getAttribute('href')).toBe('/podcast.xml');
    expect(await badges.first().getAttribute('href')).toMatch(/^https:\/\//);
  });

  test('shows the newest nine sermons first', async () => {
    const page = view();
    await expect.poll(() => titles(page)).toEqual(nine(episodes));
  });

  test('a card shows its date in church time, series, speaker and length', async () => {
    const page = view();
    const facts = await page.locator('.episode-card').first().locator('.facts').innerText();
    // Church-zone date even though the browser's clock is in Tokyo.
    expect(facts).toContain(formatRfc2822Date(episodes[0]!.pubDate, CHURCH_ZONE));
    expect(facts).toContain(episodes[0]!.summary);
    expect(facts).toContain(episodes[0]!.author);
    expect(facts).toContain(formatDuration(episodes[0]!.duration));
  });

  test('has a button per page of nine, the first one current', async () => {
    const page = view();
    const count = Math.ceil(episodes.length / 9);
    expect(await pageButtons(page).getByRole('button').count()).toBe(count);
    expect(await current(page)).toBe('1');
  });

  test('a page button shows that page and keeps it in the URL', async () => {
    const page = view();
    await pageButtons(page).getByRole('button', { name: 'Page 2' }).click();
    expect(query(page).get('page')).toBe('2');
    expect(await current(page)).toBe('2');
    expect(await titles(page)).toEqual(nine(episodes, 9));
  });
}

/** The filters, Back, and a shared link; they start where listTests left the page (page 2). */
function filterTests(view: () => Page) {
  test('a series narrows the list, starts again at page 1 and keeps the series in the URL', async () => {
    const page = view();
    await page.getByLabel('Series').selectOption(series());
    expect(query(page).get('series')).toBe(series());
    expect(query(page).get('page')).toBeNull();
    expect(await titles(page)).toEqual(nine(inSeries()));
  });

  test('a series offers only its own speakers', async () => {
    const page = view();
    const speakers = await page.getByLabel('Speaker').locator('option').allInnerTexts();
    expect(speakers).toEqual(
      ['Any Speaker', ...new Set(inSeries().map((e) => e.author))].sort((a, b) =>
        a === 'Any Speaker' ? -1 : b === 'Any Speaker' ? 1 : a.localeCompare(b),
      ),
    );
  });

  test('a speaker narrows the list and offers only their series', async () => {
    const page = view();
    const speaker = inSeries()[0]!.author;
    await page.getByLabel('Speaker').selectOption(speaker);
    const seriesOptions = await page.getByLabel('Series').locator('option').allInnerTexts();
    expect(seriesOptions.slice(1).sort()).toEqual(
      [...new Set(episodes.filter((e) => e.author === speaker).map((e) => e.summary))].sort(),
    );
    expect(await titles(page)).toEqual(nine(inSeries().filter((e) => e.author === speaker)));
  });

  test('Back goes to the series alone, then to page 2 of everything', async () => {
    const page = view();
    await page.goBack();
    await expect.poll(() => page.getByLabel('Speaker').inputValue()).toBe('');
    await page.goBack();
    await expect.poll(() => current(page)).toBe('2');
    expect(await page.getByLabel('Series').inputValue()).toBe('');
    expect(await titles(page)).toEqual(nine(episodes, 9));
  });

  test('a shared link opens the same view', async () => {
    const page = view();
    await page.goto(`/media?series=${encodeURIComponent(series())}&per=2&page=2`);
    await expect
      .poll(() => titles(page))
      .toEqual(
        inSeries()
          .slice(2, 4)
          .map((e) => e.title),
      );
    expect(await current(page)).toBe('2');
  });

  test('passes axe and fits the width', async () => {
    const page = view();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
  });
}

describe.each(SIZES)('media page at %s', (_size, options) => {
  const view = sharedPage(() => browser, '/media', options);
  listTests(view);
  filterTests(view);
});

describe.each(SIZES)('media per page at %s', (_size, options) => {
  const view = sharedPage(() => browser, '/media', options);
  const perPage = () => view().getByLabel('Per page');

  test('opens with nine', async () => {
    await expect.poll(() => titles(view())).toHaveLength(9);
  });

  test('an empty per page shows every sermon and no page buttons', async () => {
    const page = view();
    await perPage().fill('');
    await expect.poll(() => titles(page)).toHaveLength(episodes.length);
    expect(await pageButtons(page).count()).toBe(0);
  });

  test('per page stops at 100', async () => {
    await perPage().fill('500');
    expect(await perPage().inputValue()).toBe('100');
  });

  test('per page starts at 1, with a button per sermon', async () => {
    const page = view();
    await perPage().fill('0');
    expect(await perPage().inputValue()).toBe('1');
    expect(await titles(page)).toHaveLength(1);
    expect(await pageButtons(page).getByRole('button').count()).toBe(episodes.length);
  });

  test('per page shows that many and keeps it in the URL', async () => {
    const page = view();
    await perPage().fill('4');
    expect(await titles(page)).toHaveLength(4);
    expect(query(page).get('per')).toBe('4');
  });
});
