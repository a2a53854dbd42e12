/** The category filter kept in the URL, and a card's facts in words. */
import { expect, test } from 'vitest';
import type { SignupsAnswer } from '../../../../src/features/signups/shared/api-types.ts';
import {
  categorySearch,
  filterSignups,
  moreTimesText,
  parseCategory,
} from '../../../../src/features/signups/shared/filter.ts';

const answer = {
  signups: [
    { id: '1', categories: ['Adults', 'Retreats'] },
    { id: '2', categories: ['Youth'] },
  ],
  categories: ['Adults', 'Retreats', 'Youth'],
} as unknown as SignupsAnswer;

test('a known category from the URL narrows the list; an unknown one shows all', () => {
  expect(parseCategory('?category=Retreats', answer)).toBe('Retreats');
  expect(filterSignups(answer, 'Retreats').map((s) => s.id)).toEqual(['1']);
  expect(parseCategory('?category=Nope', answer)).toBe('');
  expect(filterSignups(answer, '').map((s) => s.id)).toEqual(['1', '2']);
});

test('the URL keeps the other parameters', () => {
  expect(categorySearch('?a=1', 'Youth')).toBe('?a=1&category=Youth');
  expect(categorySearch('?category=Youth', '')).toBe('');
});

test('how many more times', () => {
  expect(moreTimesText(0)).toBe('');
  expect(moreTimesText(1)).toBe('and 1 more time');
  expect(moreTimesText(5)).toBe('and 5 more times');
});
