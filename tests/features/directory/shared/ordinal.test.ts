import { describe, expect, test } from 'vitest';
import { formatBirthday, ordinal } from '../../../../src/features/directory/shared/ordinal.ts';

describe('ordinal', () => {
  test.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
  ])('%i -> %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe('formatBirthday', () => {
  test('shows the month name and day ordinal', () => {
    expect(formatBirthday('03-05')).toBe('March 5th');
    expect(formatBirthday('12-31')).toBe('December 31st');
    expect(formatBirthday('01-12')).toBe('January 12th');
    expect(formatBirthday('02-29')).toBe('February 29th');
  });
  test('returns null for a missing or impossible date', () => {
    expect(formatBirthday(null)).toBeNull();
    expect(formatBirthday('')).toBeNull();
    expect(formatBirthday('1990-03-05')).toBeNull();
    expect(formatBirthday('02-30')).toBeNull();
    expect(formatBirthday('13-01')).toBeNull();
  });
});
