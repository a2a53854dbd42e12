import { describe, expect, test } from 'vitest';
import {
  momentOfUrl,
  routeOf,
  searchHit,
  searchStatus,
  MOMENTS_SHOWN,
} from '../../../../src/features/search/shared/results.ts';

describe('routeOf', () => {
  test('names pages as the site answers them', () => {
    expect(routeOf('/give')).toBe('/give');
    expect(routeOf('/give.html')).toBe('/give');
    expect(routeOf('/index.html')).toBe('/');
    expect(routeOf('/sermons/a.html#t=5')).toBe('/sermons/a#t=5');
    expect(routeOf('/')).toBe('/');
  });
});

describe('momentOfUrl', () => {
  test('reads #t=N and ?t=N from an address', () => {
    expect(momentOfUrl('/sermons/a#t=95')).toBe(95);
    expect(momentOfUrl('/sermons/a?t=95')).toBe(95);
    expect(momentOfUrl('/sermons/a')).toBeNull();
  });
});

describe('searchHit', () => {
  test('a static page: its route, title, kind and excerpt, no moments', () => {
    expect(
      searchHit({
        url: '/give.html',
        excerpt: 'the formal <mark>offering</mark>',
        meta: { title: 'Give', kind: 'Page' },
        sub_results: [{ url: '/give.html#online', title: 'Give Online', excerpt: 'x' }],
      }),
    ).toEqual({
      url: '/give',
      title: 'Give',
      kind: 'Page',
      excerpt: 'the formal <mark>offering</mark>',
      details: [],
      moments: [],
      record: null,
    });
  });

  test('a sign-up’s card or a group’s page is a record, with its fingerprint or none', () => {
    const signup = searchHit({ url: '/events#signup-42', meta: { fingerprint: 'abc' } });
    expect(signup.record).toEqual({ list: 'signups', fingerprint: 'abc' });
    const group = searchHit({ url: '/groups/7001-bible-study', meta: { kind: 'Group' } });
    expect(group.record).toEqual({ list: 'groups', fingerprint: '' });
    expect(searchHit({ url: '/groups.html' }).record).toBeNull();
    expect(searchHit({ url: '/events.html' }).record).toBeNull();
  });
});

describe('searchHit of a sermon', () => {
  test('a sermon: its details, and each transcript hit as "Said at m:ss" once', () => {
    const hit = searchHit({
      url: '/sermons/the-vine',
      excerpt: 'I am the <mark>vine</mark>',
      meta: {
        title: 'The Vine',
        kind: 'Sermon',
        speaker: 'Daniel Whitfield',
        series: 'John',
        passage: 'John 15:1-11',
        date: 'Nov 22, 2026',
        image: '/art.jpg',
      },
      sub_results: [
        { url: '/sermons/the-vine', title: 'The Vine', excerpt: 'top' },
        {
          url: '/sermons/the-vine#t=95',
          title: '1:35',
          excerpt: '1:35. the <mark>vine</mark> and',
        },
        { url: '/sermons/the-vine#t=95', title: '1:35', excerpt: 'again' },
        { url: '/sermons/the-vine#t=3725', title: '1:02:05', excerpt: 'abide' },
      ],
    });
    expect(hit.kind).toBe('Sermon');
    expect(hit.url).toBe('/sermons/the-vine');
    expect(hit.details).toEqual(['Daniel Whitfield', 'John', 'John 15:1-11', 'Nov 22, 2026']);
    expect(hit.moments).toEqual([
      {
        url: '/sermons/the-vine#t=95',
        label: 'Said at 1:35',
        excerpt: 'the <mark>vine</mark> and',
      },
      { url: '/sermons/the-vine#t=3725', label: 'Said at 1:02:05', excerpt: 'abide' },
    ]);
  });

  test('a moment whose heading names a speaker says who said it', () => {
    const hit = searchHit({
      url: '/sermons/the-vine',
      meta: { title: 'The Vine', kind: 'Sermon' },
      sub_results: [
        {
          url: '/sermons/the-vine#t=95',
          title: '1:35 — Pastor Amy & Reed',
          excerpt: '1:35 — Pastor Amy &amp; Reed. the <mark>vine</mark>',
        },
      ],
    });
    expect(hit.moments).toEqual([
      {
        url: '/sermons/the-vine#t=95',
        label: 'Said at 1:35 by Pastor Amy & Reed',
        excerpt: 'the <mark>vine</mark>',
      },
    ]);
  });

  test('a result whose own address names a moment links the sermon and that moment', () => {
    const hit = searchHit({
      url: '/sermons/the-vine#t=40',
      excerpt: 'words',
      meta: { title: 'The Vine', kind: 'Sermon' },
    });
    expect(hit.url).toBe('/sermons/the-vine');
    expect(hit.moments).toEqual([
      { url: '/sermons/the-vine#t=40', label: 'Said at 0:40', excerpt: 'words' },
    ]);
  });
});

describe('searchHit’s moments', () => {
  test('ranks the moments by score, best first, and leaves out the weak ones', () => {
    const sub = (t: number, scores: number[]) => ({
      url: `/sermons/s#t=${t}`,
      weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
    });
    const hit = searchHit({
      url: '/sermons/s',
      meta: { kind: 'Sermon' },
      sub_results: [
        sub(0, [290]),
        sub(5, [512, 512, 512, 512]),
        sub(21, [512, 512]),
        sub(30, [300, 500, 400]),
      ],
    });
    expect(hit.moments.map(({ label }) => label)).toEqual([
      'Said at 0:05',
      'Said at 0:30',
      'Said at 0:21',
    ]);
    const two = searchHit({ url: '/sermons/s', sub_results: [sub(1, [100]), sub(9, [900])] });
    expect(two.moments.map(({ label }) => label)).toEqual(['Said at 0:09']);
  });

  test('shows a few moments at most, and falls back on the address for a missing title', () => {
    const sub_results = Array.from({ length: 9 }, (_, i) => ({ url: `/sermons/s#t=${i * 10}` }));
    const hit = searchHit({ url: '/sermons/s', sub_results });
    expect(hit.kind).toBe('Sermon');
    expect(hit.title).toBe('/sermons/s');
    expect(hit.moments).toHaveLength(MOMENTS_SHOWN);
  });
});

describe('searchStatus', () => {
  test('says how many, or in words that nothing matches', () => {
    expect(searchStatus('grace', 1)).toBe('1 result for “grace”.');
    expect(searchStatus('grace', 12)).toBe('12 results for “grace”.');
    expect(searchStatus('zzyzx', 0)).toBe('Nothing on the site matches “zzyzx”.');
  });
});
