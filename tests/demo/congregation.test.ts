import { DateTime } from 'luxon';
import { describe, expect, test } from 'vitest';
import { demoSize } from '../../src/platform/server/config/index.ts';
import { generateCongregation } from '../../src/demo/congregation.ts';
import { CLASSES, lessonsOf, planLessons, upcomingPlans } from '../../src/demo/kids.ts';
import { seeded } from '../../src/demo/random.ts';

const ZONE = 'America/New_York';

describe('demo congregation', () => {
  test('is the same on every run and about 300 people in about 120 households', () => {
    const a = generateCongregation(300);
    const b = generateCongregation(300);
    expect(JSON.stringify(a.people)).toBe(JSON.stringify(b.people));
    expect(a.people).toHaveLength(300);
    expect(a.households.length).toBeGreaterThan(100);
    expect(a.households.length).toBeLessThan(140);
  });

  test('gives everyone contact items and a birthdate, and leaves some out of the lists', () => {
    const { people, households, directoryIds, leaderIds } = generateCongregation(300);
    for (const person of people) {
      expect(person.emails.length).toBeGreaterThan(0);
      expect(person.addresses.length).toBeGreaterThan(0);
      expect(person.phones.length).toBeGreaterThan(0);
      expect(person.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(directoryIds.length).toBeLessThan(people.length);
    expect(directoryIds.length).toBeGreaterThan(people.length * 0.85);
    const withoutLeader = households.filter((h) => !leaderIds.includes(h.primaryContactId));
    expect(withoutLeader.length).toBeGreaterThan(0);
    expect(people.some((p) => p.medical_notes)).toBe(true);
  });

  test('scales to 3,000 people from DEMO_PEOPLE', () => {
    expect(demoSize({ DEMO_PEOPLE: '3000' })).toBe(3000);
    expect(demoSize({ DEMO_PEOPLE: 'lots' })).toBe(300);
    expect(generateCongregation(3000).people).toHaveLength(3000);
  });

  test('draws from a seeded generator', () => {
    const one = seeded(7);
    const two = seeded(7);
    expect([one.next(), one.next()]).toEqual([two.next(), two.next()]);
    expect(seeded(8).next()).not.toBe(seeded(7).next());
  });
});

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
