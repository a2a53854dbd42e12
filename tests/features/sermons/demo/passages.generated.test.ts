import { describe, expect, test } from 'vitest';
import { booksInOsis } from '../../../../src/platform/shared/bible-books.ts';
import { checkPassage } from '../../../../src/platform/shared/scripture.ts';
import { DEMO_SERIES } from '../../../../src/features/sermons/demo/episodes.ts';
import { DEMO_PASSAGES } from '../../../../src/features/sermons/demo/passages.generated.ts';

describe('the demo sermons’ passages', () => {
  const typed = DEMO_SERIES.flatMap((series) => series.sermons.map((s) => s.passage));

  test('are stored as the admin’s Passage field stores them (else run tools/make-passages.ts)', () => {
    expect(Object.keys(DEMO_PASSAGES).sort()).toEqual([...new Set(typed)].sort());
    for (const passage of typed) {
      expect(checkPassage(passage), passage).toEqual({ ok: true, value: DEMO_PASSAGES[passage] });
    }
  });

  test('come from several books', () => {
    const books = new Set(
      typed.flatMap((p) => booksInOsis(DEMO_PASSAGES[p]?.osis).map((b) => b.name)),
    );
    expect([...books]).toEqual(
      expect.arrayContaining(['Colossians', 'Psalms', 'Matthew', 'Ruth', 'Acts', 'Nehemiah']),
    );
    expect(books.size).toBeGreaterThanOrEqual(7);
  });
});
