/** Which sign-ups the public may see: unarchived, not past, and linked or listed. */
import { describe, expect, test } from 'vitest';
import { isShownSignup } from '../../../../src/features/signups/shared/visibility.ts';

const now = Date.parse('2026-01-01T12:00:00Z');
const future = '2026-01-04T14:00:00Z';
const past = '2025-12-28T14:00:00Z';
const open = { archived: false, closeAt: null, startTimes: [future] };

describe('isShownSignup', () => {
  test('linked from a public event, or listed by staff', () => {
    expect(isShownSignup(open, now, true, false)).toBe(true);
    expect(isShownSignup(open, now, false, true)).toBe(true);
  });

  test('"direct link only": neither linked nor listed, never shown', () => {
    expect(isShownSignup(open, now, false, false)).toBe(false);
  });

  test('archived, or archived unknown, never shown', () => {
    expect(isShownSignup({ ...open, archived: true }, now, true, true)).toBe(false);
    expect(isShownSignup({ ...open, archived: undefined }, now, true, true)).toBe(false);
  });

  test('past: no future time and a closed window', () => {
    expect(isShownSignup({ ...open, startTimes: [past], closeAt: past }, now, true, true)).toBe(
      false,
    );
    expect(isShownSignup({ ...open, startTimes: [past] }, now, true, true)).toBe(false);
  });

  test('not past: a future time with a closed window, or an open window without times', () => {
    expect(isShownSignup({ ...open, closeAt: past }, now, true, false)).toBe(true);
    expect(isShownSignup({ ...open, startTimes: [], closeAt: future }, now, true, false)).toBe(
      true,
    );
    expect(isShownSignup({ ...open, startTimes: [] }, now, true, false)).toBe(true);
  });
});
