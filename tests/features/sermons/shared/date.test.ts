import { describe, expect, test } from 'vitest';
import {
  dateInputValue,
  newestFirst,
  publishDate,
  pubDateMillis,
} from '../../../../src/features/sermons/shared/date.ts';

const NY = 'America/New_York';

describe('publishDate', () => {
  test('puts a picked day at 10:30:00 in the church zone, in RFC 2822', () => {
    expect(publishDate('2025-01-05', NY)).toBe('Sun, 05 Jan 2025 10:30:00 -0500');
    expect(publishDate('2025-07-06', NY)).toBe('Sun, 06 Jul 2025 10:30:00 -0400');
    expect(publishDate('2025-01-05', 'Europe/London')).toBe('Sun, 05 Jan 2025 10:30:00 +0000');
  });

  test('keeps the calendar day of RFC 2822 and ISO input, whatever its time or offset', () => {
    expect(publishDate('Sun, 05 Jan 2025 23:59:00 -0800', NY)).toBe(
      'Sun, 05 Jan 2025 10:30:00 -0500',
    );
    expect(publishDate('2025-01-05T02:00:00Z', NY)).toBe('Sun, 05 Jan 2025 10:30:00 -0500');
  });

  test('refuses what is not a real date', () => {
    for (const bad of ['', 'yesterday', '2025-02-30', '2025-13-01', '1066-10-14', '05/01/2025']) {
      expect(publishDate(bad, NY), bad).toBeNull();
    }
  });
});

describe('dateInputValue and ordering', () => {
  test('turns a feed date back into the date input value of the day it names', () => {
    expect(dateInputValue('Sun, 05 Jan 2025 10:30:00 -0500')).toBe('2025-01-05');
    expect(dateInputValue('Sun, 05 Jan 2025 23:30:00 -0800')).toBe('2025-01-05');
    expect(dateInputValue('nonsense')).toBe('');
  });

  test('sorts newest first and keeps unreadable dates last', () => {
    const items = [
      { pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500', id: 'a' },
      { pubDate: 'junk', id: 'b' },
      { pubDate: 'Sun, 12 Jan 2025 10:30:00 -0500', id: 'c' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(pubDateMillis('Sun, 05 Jan 2025 10:30:00 -0500')).toBe(Date.UTC(2025, 0, 5, 15, 30));
  });
});
