import { describe, expect, test } from 'vitest';
import { demoPlanningCenter } from '../../../helpers/demo-planning-center.ts';
import { calendarFile } from '../../../../src/features/events/server/feeds.ts';

const { at } = demoPlanningCenter('events');

/** iCalendar's UTC form of a time: 20261128T152510Z. */
const icsTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d+/g, '');

describe('calendarFile', () => {
  test("stamps every event with the deps' clock, not the machine's", async () => {
    const now = Date.now() - (Date.now() % 1000) - 3 * 86_400_000; // three days ago, whole seconds
    const { value } = await calendarFile(at(now), 'church');
    expect(value).toMatchObject({ fileName: 'dcc-church.ics', download: false });
    const stamps = [...value.ics.matchAll(/^DTSTAMP:(\S+)$/gm)].map((m) => m[1]);
    expect(stamps.length).toBeGreaterThan(0);
    expect(new Set(stamps)).toEqual(new Set([icsTime(now)]));
  });
});
