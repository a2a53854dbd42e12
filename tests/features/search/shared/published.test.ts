import { describe, expect, test } from 'vitest';
import {
  publishedPaths,
  stillPublished,
} from '../../../../src/features/search/shared/published.ts';

const published = publishedPaths([
  { link: 'https://www.dcc.example/sermons/2025-01-05-grace' },
  { link: 'https://www.dcc.example/sermons/2025-01-12-hope/' },
  {},
]);

describe('publishedPaths', () => {
  test('are the sermon pages the feed links to', () => {
    expect([...published]).toEqual(['/sermons/2025-01-05-grace', '/sermons/2025-01-12-hope']);
  });
});

describe('stillPublished', () => {
  test('keeps a sermon the feed still holds, at any of its moments', () => {
    expect(stillPublished({ kind: 'Sermon', url: '/sermons/2025-01-05-grace' }, published)).toBe(
      true,
    );
    expect(
      stillPublished({ kind: 'Sermon', url: '/sermons/2025-01-12-hope#t=42' }, published),
    ).toBe(true);
  });

  test('leaves out a sermon the feed no longer holds', () => {
    expect(stillPublished({ kind: 'Sermon', url: '/sermons/2024-12-29-removed' }, published)).toBe(
      false,
    );
    expect(stillPublished({ kind: 'Sermon', url: '/sermons/2024-12-29-removed' }, new Set())).toBe(
      false,
    );
  });

  test('keeps every page, and hides every sermon while the feed is unknown', () => {
    expect(stillPublished({ kind: 'Page', url: '/give' }, published)).toBe(true);
    expect(stillPublished({ kind: 'Page', url: '/give' }, null)).toBe(true);
    expect(stillPublished({ kind: 'Sermon', url: '/sermons/2025-01-05-grace' }, null)).toBe(false);
  });
});
