import { DateTime } from 'luxon';
import { describe, expect, test } from 'vitest';
import {
  CLASSES,
  lessonsOf,
  planLessons,
  upcomingPlans,
} from '../../../../src/features/portal/demo/kids.ts';

const ZONE = 'America/New_York';

describe('demo children’s ministry', () => {
  test('plans the next 12 Sundays at 10:30 local time across a DST change', () => {
    const now = DateTime.fromISO('2025-02-20T12:00', { zone: ZONE }).toMillis();
    const plans = upcomingPlans(now, ZONE);
    expect(plans).toHaveLength(12);
    const local = plans.map((p) => p.sunday.set({ hour: 10, minute: 30 }));
    expect(local.every((d) => d.weekday === 7)).toBe(true);
    expect(local[0]!.toISODate()).toBe('2025-02-23');
    const offsets = new Set(local.map((d) => d.offset));
    expect(offsets).toEqual(new Set([-300, -240])); // EST then EDT
  });

  test('has seven curricula with numbered PDF and DOCX lessons, and plans attach matching files', () => {
    expect(CLASSES.map((c) => c.theme)).toEqual([
      'Nursery',
      'Toddlers',
      'Preschool/Pre-K',
      'K-1st',
      "Children's Church",
      "Children's Greeter",
      'Preschool/Pre-K Buddy',
    ]);
    const names = new Set(CLASSES.flatMap((_, c) => lessonsOf(c).map((l) => l.filename)));
    expect(names.size).toBe(7 * 12 * 2);
    const [plan] = upcomingPlans(Date.parse('2025-03-01T12:00:00Z'), ZONE);
    for (const lesson of planLessons(plan!)) {
      expect(names.has(lesson.filename)).toBe(true);
      expect(lesson.filename).toMatch(new RegExp(`^Lesson ${plan!.lesson} - `));
    }
  });
});
