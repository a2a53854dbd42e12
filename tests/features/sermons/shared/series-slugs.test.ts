import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { findSeries } from '../../../../src/features/sermons/shared/series.ts';
import {
  seriesRedirect,
  seriesSlugs,
  withSeriesLinks,
} from '../../../../src/features/sermons/shared/series-slugs.ts';

const site = 'https://dogwoodcc.org';
const long = 'The Sermon on the Mount: Kingdom Living in an Upside';
const longA = `${long}-Down World, Part One`;
const longB = `${long}-Down World, Part Two`;

function sermon(day: number, series: string): Episode {
  return {
    guid: `/media/2025/${day}.mp3`,
    title: `Sermon ${day}`,
    pubDate: `Sun, ${String(day).padStart(2, '0')} Jan 2025 10:30:00 -0500`,
    author: 'Daniel Whitfield',
    summary: series,
    image: `${site}/media/2025/${day}.jpg`,
    duration: 1800,
    enclosure: { url: `${site}/media/2025/${day}.mp3`, type: 'audio/mpeg', length: 1000 },
    transcriptSource: null,
  };
}

describe('series slugs, decided with every series in view', () => {
  test('a slug that worked before is kept: Latin names as they always were', () => {
    const slugs = seriesSlugs(['Psalms for the Weary', 'Straße des Glaubens', 'Grace', 'grace!']);
    expect(slugs.get('Psalms for the Weary')).toBe('psalms-for-the-weary');
    expect(slugs.get('Straße des Glaubens')).toBe('stra-e-des-glaubens'); // as it always was
    expect(slugs.get('grace!')).toBe('grace'); // one series written two ways, as before
  });

  test('names alike in their first 48 characters: the older keeps its slug, the newer gets its own', () => {
    const slugs = seriesSlugs([longA, longB]);
    expect(slugs.get(longA)).toBe('the-sermon-on-the-mount-kingdom-living-in-an-ups');
    expect(slugs.get(longB)).toBe(
      'the-sermon-on-the-mount-kingdom-living-in-an-upside-down-world-part-two',
    );
    // alike all the way: the whole slug cut short, told apart by a hash of the name
    const same = seriesSlugs(['one', 'two', 'three'].map((n) => `${'A'.repeat(100)} ${n}`));
    expect([...same.values()]).toEqual([
      'a'.repeat(48),
      'a'.repeat(96),
      expect.stringMatching(/^a{40}-[0-9a-z]{6}$/),
    ]);
    expect(new Set(slugs.values()).size).toBe(2);
  });

  test('names in other scripts get readable, different slugs, not the shared `series`', () => {
    const slugs = seriesSlugs(['Псалмы', 'Притчи', 'Ρωμαίους', '???']);
    expect(slugs.get('Псалмы')).toBe('psalmy');
    expect(slugs.get('Притчи')).toBe('pritchi');
    expect(slugs.get('Ρωμαίους')).toMatch(/^romaio/);
    expect(slugs.get('???')).toMatch(/^series-[0-9a-z]{6}$/);
  });

  test('two pages and two feeds; an old address leads to the newest series that had it', () => {
    const items = [sermon(5, longA), sermon(12, longB), sermon(19, 'Псалмы'), sermon(26, 'Притчи')];
    const [a, b] = [
      seriesSlugs([longA, longB]).get(longA)!,
      seriesSlugs([longA, longB]).get(longB)!,
    ];
    expect(findSeries(items, a, [], site)!.sermons.map((s) => s.title)).toEqual(['Sermon 5']);
    expect(findSeries(items, b, [], site)!.sermons.map((s) => s.title)).toEqual(['Sermon 12']);
    expect(findSeries(items, 'psalmy', [], site)!.name).toBe('Псалмы');
    expect(seriesRedirect(items, a)).toBeNull(); // it is a series' own slug
    expect(seriesRedirect(items, 'series')).toBe('pritchi'); // the newest that had /series
    expect(seriesRedirect(items, 'no-such')).toBeNull();
    const linked = withSeriesLinks(items);
    expect(linked.map((i) => i.seriesLink)).toEqual([
      `/sermons/series/${a}`,
      `/sermons/series/${b}`,
      '/sermons/series/psalmy',
      '/sermons/series/pritchi',
    ]);
  });
});
