import { describe, expect, test } from 'vitest';
import { demoPlanningCenter } from '../../../helpers/demo-planning-center.ts';
import { getEvents } from '../../../../src/features/events/server/events.ts';
import { serverDeps } from '../../../../src/app/composition.ts';

const { at } = demoPlanningCenter('events');

describe('getEvents', () => {
  test('builds an answer once per Planning Center list: a warm call hands back the same', async () => {
    const now = Date.now();
    const first = await getEvents(at(now), 'church');
    expect(first.data.length).toBeGreaterThan(0);
    expect(await getEvents(at(now + 1000), 'church')).toBe(first);
    serverDeps().pco.clearCache(); // Planning Center asked again: a new list, a new answer
    const fresh = await getEvents(at(now + 2000), 'church');
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });

  test('builds it again once one of its occurrences has ended', async () => {
    const now = Date.now();
    const first = await getEvents(at(now), 'church');
    const firstEnd = Date.parse(first.data[0]!.attributes.ends_at);
    const later = await getEvents(at(Math.max(now, firstEnd) + 1), 'church');
    expect(later).not.toBe(first);
    expect(later.data.map((o) => o.id)).not.toContain(first.data[0]!.id);
  });
});
