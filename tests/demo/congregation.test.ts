import { describe, expect, test } from 'vitest';
import { demoSize } from '../../src/platform/server/config/index.ts';
import { generateCongregation } from '../../src/demo/congregation.ts';
import { seeded } from '../../src/demo/random.ts';

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
