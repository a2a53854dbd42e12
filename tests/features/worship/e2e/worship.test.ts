import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { WorshipSamplesAnswer } from '../../../../src/features/worship/shared/api-types.ts';
import {
  formatWorshipDate,
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
let items: WorshipItem[];
beforeAll(async () => {
  browser = await launchBrowser();
  items = worshipItems((await api<WorshipSamplesAnswer>('/api/worshipsamples')).data);
});
afterAll(() => browser.close());

const titles = (page: Page) => page.locator('.worship-title').allInnerTexts();
const options = (page: Page, label: string) =>
  page.getByLabel(label).locator('option').allInnerTexts();

// Each describe shares one page; its tests run in order, each checking one behaviour.
describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
])('worship page at %s', (_size, context) => {
  const view = sharedPage(() => browser, '/worship', context);
  const artist = () => items.at(-1)!.artist;
  const byArtist = () => items.filter((i) => i.artist === artist());

  test('lists every sample, newest first', async () => {
    // the fixture must hold enough samples for the filters to narrow
    expect(items.length).toBeGreaterThan(2);
    await expect.poll(() => titles(view())).toEqual(items.map((i) => i.title));
    const dates = items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('a sample shows its date and artist', async () => {
    expect(await view().locator('.worship-meta').first().innerText()).toBe(
      `${formatWorshipDate(items[0]!.date)} · ${items[0]!.artist}`,
    );
  });

  test('an artist narrows the list and the songs offered', async () => {
    await view().getByLabel('Artist').selectOption(artist());
    expect(await titles(view())).toEqual(byArtist().map((i) => i.title));
    expect((await options(view(), 'Song')).slice(1)).toEqual(
      byArtist()
        .map((i) => i.title)
        .sort(),
    );
  });

  test('a song narrows the list and the artists offered', async () => {
    const song = byArtist()[0]!.title;
    await view().getByLabel('Song').selectOption(song);
    expect(await titles(view())).toEqual([song]);
    expect((await options(view(), 'Artist')).slice(1)).toEqual(
      [...new Set(items.filter((i) => i.title === song).map((i) => i.artist))].sort(),
    );
  });

  test('clearing both filters lists every sample again', async () => {
    await view().getByLabel('Artist').selectOption('');
    await view().getByLabel('Song').selectOption('');
    expect(await titles(view())).toHaveLength(items.length);
  });

  test('passes axe and fits the width', async () => {
    expect(await axeViolations(view())).toEqual([]);
    expect(await overflowsHorizontally(view())).toBe(false);
  });
});

describe('worship players', () => {
  const view = sharedPage(() => browser, '/worship', DESKTOP);
  const requests: unknown[] = [];
  const audio = () => view().locator('audio');
  const play = (item: WorshipItem) =>
    view()
      .getByRole('button', { name: `Play ${item.title}` })
      .click();
  beforeAll(() => {
    view().on('request', (r) => {
      if (r.url().endsWith('/api/attachment')) requests.push(r.postDataJSON());
    });
  });

  test('Play asks for a signed URL for that sample and plays it', async () => {
    await play(items[0]!);
    await expect.poll(() => audio().count()).toBe(1);
    await expectPlaying(audio().first());
    const answer = await api<WorshipSamplesAnswer>('/api/worshipsamples');
    expect(requests).toEqual([{ mediaId: answer.meta.media_id, attachmentId: items[0]!.id }]);
  });

  test('playing another sample replaces the first once its URL arrives', async () => {
    const second = items[1]!;
    await play(second);
    // The first one plays on until the second's signed URL arrives, then makes way for it.
    await expect.poll(() => audio().first().getAttribute('aria-label')).toBe(second.title);
    expect(await audio().count()).toBe(1);
    await expectPlaying(audio().first());
  });

  test('a filter change stops the player', async () => {
    await view().getByLabel('Artist').selectOption(items[1]!.artist);
    expect(await audio().count()).toBe(0);
  });
});
