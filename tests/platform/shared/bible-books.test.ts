import { describe, expect, test } from 'vitest';
import { BIBLE_BOOKS, booksInOsis } from '../../../src/platform/shared/bible-books.ts';

describe('BIBLE_BOOKS', () => {
  test('holds the 66 books, Genesis to Revelation, each with a URL slug', () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(BIBLE_BOOKS[0]).toMatchObject({ osis: 'Gen', name: 'Genesis', slug: 'genesis' });
    expect(BIBLE_BOOKS[18]).toMatchObject({ osis: 'Ps', name: 'Psalms', slug: 'psalms' });
    expect(BIBLE_BOOKS[39]).toMatchObject({ osis: 'Matt', order: 40 });
    expect(BIBLE_BOOKS.at(-1)).toMatchObject({ osis: 'Rev', slug: 'revelation' });
    const bySlug = (slug: string) => BIBLE_BOOKS.find((b) => b.slug === slug);
    expect(bySlug('1-corinthians')?.osis).toBe('1Cor');
    expect(bySlug('song-of-songs')?.osis).toBe('Song');
    expect(new Set(BIBLE_BOOKS.map((b) => b.slug)).size).toBe(66);
    expect(BIBLE_BOOKS.filter((b) => b.singleChapter).map((b) => b.osis)).toEqual([
      'Obad',
      'Phlm',
      '2John',
      '3John',
      'Jude',
    ]);
  });
});

describe('booksInOsis', () => {
  test('names the books a reference touches, in the Bible’s order', () => {
    const slugs = (osis?: string) => booksInOsis(osis).map((b) => b.slug);
    expect(slugs('Rom.8.28-Rom.8.39,John.3.16')).toEqual(['john', 'romans']);
    expect(slugs('Gen.50-Lev.2')).toEqual(['genesis', 'exodus', 'leviticus']);
    expect(slugs('Ps')).toEqual(['psalms']);
    expect(slugs('Tob.1,Ps.23')).toEqual(['psalms']);
    expect(slugs(undefined)).toEqual([]);
    expect(slugs('')).toEqual([]);
  });
});
