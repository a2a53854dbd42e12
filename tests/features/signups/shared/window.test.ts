/** A sign-up's registration window in words: only what open_at and close_at say. */
import { describe, expect, test } from 'vitest';
import {
  buttonText,
  eventLineText,
  windowState,
  windowText,
} from '../../../../src/features/signups/shared/window.ts';

const zone = 'America/New_York';
// Thu, Jan 1 2026, noon in New York
const now = Date.parse('2026-01-01T17:00:00Z');

describe('windowText', () => {
  test('before it opens: the day and time it opens', () => {
    const w = { openAt: '2026-01-05T14:00:00Z', closeAt: '2026-01-11T05:00:00Z' };
    expect(windowState(w, now)).toBe('before');
    expect(windowText(w, now, zone)).toBe('Registration opens Mon, Jan 5 at 9:00 AM');
    expect(buttonText(w, now, zone)).toBe('Registration opens Mon, Jan 5 at 9:00 AM');
    expect(eventLineText(w, now, zone)).toBe('Registration opens Mon, Jan 5 at 9:00 AM');
  });

  test('open: the last day, never more than the date says', () => {
    // closes at midnight after Saturday: "by Sat"
    const midnight = { openAt: null, closeAt: '2026-01-11T05:00:00Z' };
    expect(windowText(midnight, now, zone)).toBe('Register by Sat, Jan 10');
    // a minute before midnight: that day
    const late = { openAt: null, closeAt: '2026-01-11T04:59:00Z' };
    expect(windowText(late, now, zone)).toBe('Register by Sat, Jan 10');
    // at 5 PM: the day and the time
    const afternoon = { openAt: '2025-12-01T00:00:00Z', closeAt: '2026-01-10T22:00:00Z' };
    expect(windowText(afternoon, now, zone)).toBe('Register by Sat, Jan 10 at 5:00 PM');
    expect(buttonText(afternoon, now, zone)).toBe('Register');
    expect(eventLineText(afternoon, now, zone)).toBe('Registration required');
  });

  test('closed: "Registration has closed" and a details button', () => {
    const w = { openAt: '2025-12-01T00:00:00Z', closeAt: '2026-01-01T16:59:00Z' };
    expect(windowState(w, now)).toBe('closed');
    expect(windowText(w, now, zone)).toBe('Registration has closed');
    expect(buttonText(w, now, zone)).toBe('See details');
    expect(eventLineText(w, now, zone)).toBe('');
  });

  test('no dates (closed by hand in Planning Center): no words, Register', () => {
    const w = { openAt: null, closeAt: null };
    expect(windowText(w, now, zone)).toBe('');
    expect(buttonText(w, now, zone)).toBe('Register');
  });

  test('the close moment itself is closed', () => {
    const w = { openAt: null, closeAt: new Date(now).toISOString() };
    expect(windowState(w, now)).toBe('closed');
  });
});
