import { DateTime } from 'luxon';
import { describe, expect, test } from 'vitest';
import { upcomingInstances } from '../../../../src/features/events/demo/calendar.ts';

const ZONE = 'America/New_York';

describe('demo calendar', () => {
  const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toMillis();

  test('holds the church’s regular times in local time across the November DST change', () => {
    const instances = upcomingInstances(at('2025-10-20T08:00'), ZONE);
    const local = (name: string) =>
      instances.filter((i) => i.event.name === name).map((i) => i.startsAt.setZone(ZONE));
    for (const [name, weekday, time] of [
      ['Sunday Worship', 7, '10:30'],
      ['Sunday Prayer', 7, '09:30'],
      ["Women's Group", 2, '10:00'],
      ['D-Nite', 7, '18:30'],
      ['9:00 AM Service (registration required)', 7, '09:00'],
      ['11:00 AM Service (registration required)', 7, '11:00'],
    ] as const) {
      const times = local(name);
      expect(times.length, name).toBeGreaterThanOrEqual(8);
      expect(
        times.every((t) => t.weekday === weekday && t.toFormat('HH:mm') === time),
        name,
      ).toBe(true);
    }
    const worship = local('Sunday Worship').map((t) => t.toUTC().toFormat('HH:mm'));
    expect(worship).toContain('14:30'); // EDT
    expect(worship).toContain('15:30'); // EST
  });

  test('drops instances that have ended and sorts by start', () => {
    const now = at('2025-03-09T11:00'); // during Sunday worship, after prayer ended
    const instances = upcomingInstances(now, ZONE);
    expect(
      instances.some((i) => i.event.name === 'Sunday Worship' && i.startsAt.toMillis() < now),
    ).toBe(true);
    expect(
      instances.some((i) => i.event.name === 'Sunday Prayer' && i.startsAt.toMillis() < now),
    ).toBe(false);
    const starts = instances.map((i) => i.startsAt.toMillis());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
