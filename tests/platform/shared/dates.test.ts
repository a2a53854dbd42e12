import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  dayKey,
  formatDate,
  formatDatedRange,
  formatHeading,
  formatRange,
  formatMonthDay,
  formatRfc2822Date,
  formatTime,
  zonedParts,
  rfc2822Millis,
  weekdayName,
} from '../../../src/platform/shared/dates.ts';

const NY = 'America/New_York';

// The host clock sits a whole day away from the church, so host-zone leaks would show. Every
// function takes the church's zone as an argument; the host's zone is the one thing a test cannot
// hand in, so vitest stubs TZ (Node follows it at once) and puts it back.
beforeAll(() => {
  vi.stubEnv('TZ', 'Pacific/Kiritimati');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('dates', () => {
  test('runs with the host clock far from the church zone', () => {
    expect(new Date('2025-01-05T15:30:00Z').getTimezoneOffset()).toBe(-14 * 60);
  });

  test('formats a heading as weekday, month and day in the church zone', () => {
    // 03:30 UTC on Tuesday is still Monday evening in New York (and Tuesday afternoon in Kiritimati).
    expect(formatHeading('2025-01-07T03:30:00Z', NY)).toBe('Monday, Jan 6');
    expect(formatHeading('2025-01-05T15:30:00Z', NY)).toBe('Sunday, Jan 5');
  });

  test('formats a time as h:mma', () => {
    expect(formatTime('2025-01-05T15:30:00Z', NY)).toBe('10:30AM');
    expect(formatTime('2025-01-05T23:05:00Z', NY)).toBe('6:05PM');
    expect(formatTime('2025-01-05T15:30:00Z', 'Asia/Tokyo')).toBe('12:30AM');
    expect(formatTime('2025-01-05T17:00:00Z', NY)).toBe('12:00PM');
    expect(formatMonthDay('2025-01-06T03:00:00Z', NY)).toBe('January 5');
  });

  test('shows only the end time when the range ends the same day', () => {
    expect(formatRange('2025-01-05T15:30:00Z', '2025-01-05T17:00:00Z', NY)).toBe(
      '10:30AM - 12:00PM',
    );
  });

  test('shows the end date when an event crosses midnight in the church zone', () => {
    // 9 PM to 1 AM New York time: the UTC dates are the same, the church dates are not.
    expect(formatRange('2025-01-06T02:00:00Z', '2025-01-06T06:00:00Z', NY)).toBe(
      '9:00PM - Monday, Jan 6 1:00AM',
    );
  });

  test('keeps a range on one day when it crosses midnight in UTC only', () => {
    // 7 PM to 11 PM in New York is 00:00 to 04:00 UTC the next day.
    expect(formatRange('2025-01-06T00:00:00Z', '2025-01-06T04:00:00Z', NY)).toBe(
      '7:00PM - 11:00PM',
    );
  });

  test('follows a DST change: the same wall-clock service before and after spring forward', () => {
    // 10:30 EST is 15:30 UTC; after 9 March 2025 10:30 EDT is 14:30 UTC.
    expect(formatTime('2025-03-02T15:30:00Z', NY)).toBe('10:30AM');
    expect(formatTime('2025-03-09T14:30:00Z', NY)).toBe('10:30AM');
    expect(formatHeading('2025-03-09T14:30:00Z', NY)).toBe('Sunday, Mar 9');
  });

  test('measures a range across the DST gap in wall-clock times', () => {
    // 1:00 EST to 3:30 EDT on the night clocks spring forward: 1.5 real hours.
    expect(formatRange('2025-03-09T06:00:00Z', '2025-03-09T07:30:00Z', NY)).toBe('1:00AM - 3:30AM');
    // Fall back: 1:30 EDT then 1:30 EST the same day.
    expect(formatRange('2025-11-02T05:30:00Z', '2025-11-02T06:30:00Z', NY)).toBe('1:30AM - 1:30AM');
  });

  test('groups by the calendar day and weekday of the church zone', () => {
    expect(dayKey('2025-01-07T03:30:00Z', NY)).toBe('2025-01-06');
    expect(weekdayName('2025-01-07T03:30:00Z', NY)).toBe('Monday');
  });

  test('formats dated ranges and plain dates', () => {
    expect(formatDatedRange('2025-01-05T15:30:00Z', '2025-01-05T17:00:00Z', NY)).toBe(
      'Sunday, Jan 5 10:30AM - 12:00PM',
    );
    expect(formatDate('2025-01-06T03:00:00Z', NY)).toBe('Jan 5, 2025');
  });

  test('reads podcast RFC 2822 dates', () => {
    const value = 'Sun, 05 Jan 2025 10:30:00 -0500';
    expect(rfc2822Millis(value)).toBe(Date.UTC(2025, 0, 5, 15, 30));
    expect(formatRfc2822Date(value, NY)).toBe('Jan 5, 2025');
    expect(rfc2822Millis('not a date')).toBeNaN();
    expect(formatRfc2822Date('not a date', NY)).toBe('not a date');
  });

  test('rejects a value that is not ISO-8601', () => {
    expect(() => zonedParts('next tuesday', NY)).toThrow(/Not an ISO date-time/);
  });
});
