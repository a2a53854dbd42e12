import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import {
  DEFAULT_EVENT_IMAGE,
  groupByDate,
  groupByEvent,
  groupByWeekday,
  groupEntries,
  isDisplayMode,
  joinOccurrences,
  limitEntries,
  limitGroups,
  type EventEntry,
} from '../../../../src/features/events/shared/event-groups.ts';

const answer = JSON.parse(
  readFileSync(new URL('../../../fixtures/live/events-church.json', import.meta.url), 'utf8'),
) as EventsAnswer;
const NY = 'America/New_York';
const entries = joinOccurrences(answer);
const summary = (groups: ReturnType<typeof groupByDate>) =>
  groups.map((g) => [g.heading, g.entries.map((e) => e.id)]);

describe('event-groups', () => {
  test('joins occurrences with their events in the given order and skips orphans', () => {
    expect(entries.map((e) => e.id)).toEqual(['9001', '9002', '9003', '9004', '9005']);
    expect(entries[0]).toMatchObject({
      eventId: '801',
      name: 'Sunday Worship',
      image: 'https://dcc.example/images/worship.jpg',
    });
  });

  test('uses the church logo when an event has no image', () => {
    expect(entries[1]?.image).toBe(DEFAULT_EVENT_IMAGE);
  });

  test('groups by day of the church zone, in date order', () => {
    // 9004 starts 01:00 UTC on 3 March: that is Sunday 2 March, 8 PM in New York.
    expect(summary(groupByDate(entries, NY))).toEqual([
      ['Sunday, Mar 2', ['9001', '9004']],
      ['Tuesday, Mar 4', ['9002']],
      ['Sunday, Mar 9', ['9003']],
      ['Tuesday, Mar 11', ['9005']],
    ]);
  });

  test('groups by day of another zone differently (the zone is honoured)', () => {
    expect(summary(groupByDate(entries, 'Asia/Tokyo'))[0]).toEqual([
      'Monday, Mar 3',
      ['9001', '9004'],
    ]);
  });

  test('groups by weekday under Upcoming headings, ordered by the next occurrence', () => {
    expect(summary(groupByWeekday(entries, NY))).toEqual([
      ['Upcoming Sundays', ['9001', '9004', '9003']],
      ['Upcoming Tuesdays', ['9002', '9005']],
    ]);
  });

  test('groups by event, listing every occurrence in time order', () => {
    expect(summary(groupByEvent(entries))).toEqual([
      ['Sunday Worship', ['9001', '9003']],
      ['Evening Prayer', ['9004']],
      ["Women's Bible Study", ['9002', '9005']],
    ]);
  });

  test('picks the grouping for each display mode', () => {
    expect(groupEntries(entries, 'date', NY)).toEqual(groupByDate(entries, NY));
    expect(groupEntries(entries, 'weekday', NY)).toEqual(groupByWeekday(entries, NY));
    expect(groupEntries(entries, 'event', NY)).toEqual(groupByEvent(entries));
    expect(isDisplayMode('weekday')).toBe(true);
    expect(isDisplayMode('month')).toBe(false);
  });

  test('returns no groups for no events', () => {
    expect(groupByDate(joinOccurrences({ data: [] }), NY)).toEqual([]);
  });
});

describe('limitGroups', () => {
  const groups = groupByDate(entries, NY);

  test('keeps whole groups up to the limit and cuts the group where it falls', () => {
    const { groups: shown, hidden } = limitGroups(groups, 3);
    expect(summary(shown)).toEqual([
      ['Sunday, Mar 2', ['9001', '9004']],
      ['Tuesday, Mar 4', ['9002']],
    ]);
    expect(hidden).toBe(2);
    expect(summary(limitGroups(groups, 1).groups)).toEqual([['Sunday, Mar 2', ['9001']]]);
  });

  test('hides nothing when the limit covers every entry', () => {
    expect(limitGroups(groups, 50)).toEqual({ groups, hidden: 0 });
  });
});

// a church's week (weekday 1 Monday .. 7 Sunday, hour in New York), eight weeks of it
const WEEK: [name: string, weekday: number, hour: number][] = [
  ['Sunday Worship 9:00', 7, 9],
  ['Sunday Worship 11:00', 7, 11],
  ['Men’s Group', 1, 19],
  ['Bible Study', 2, 10],
  ['Prayer Meeting', 3, 19],
  ['Choir', 4, 18],
  ['Youth Night', 5, 19],
  ['Men’s Breakfast', 6, 8],
];
const WEEKDAYS = [
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
  'Sundays',
];
const FIRST_STEP = 10; // FIRST_ENTRIES of src/features/events/browser/ShowMore.tsx

/** What the list holds at 3 PM on that day: every occurrence still to come. */
function upcoming(now: DateTime): EventEntry[] {
  return WEEK.flatMap(([name, weekday, hour], event) =>
    Array.from({ length: 8 }, (_, week) => {
      const start = now
        .startOf('week')
        .plus({ weeks: week, days: weekday - 1 })
        .set({ hour });
      return {
        id: `${event}-${week}`,
        eventId: String(event),
        name,
        details: '',
        detailsHtml: '',
        image: DEFAULT_EVENT_IMAGE,
        startsAt: start.toUTC().toISO()!,
        endsAt: start.plus({ hours: 1 }).toUTC().toISO()!,
        page: `/events/${event}`,
        registrationUrl: null,
      };
    }),
  ).filter((entry) => Date.parse(entry.startsAt) > now.toMillis());
}

describe('the Weekday view, on each day of the week', () => {
  // Monday 2 March 2026 to Sunday 8 March 2026, each at 3 PM in New York
  test.each([1, 2, 3, 4, 5, 6, 7])(
    'weekday %i: every weekday heading shows, with its next time',
    (day) => {
      const now = DateTime.fromObject(
        { year: 2026, month: 3, day: 1 + day, hour: 15 },
        { zone: NY },
      );
      const all = upcoming(now);
      const { groups, hidden } = limitEntries(
        groupEntries(all, 'weekday', NY),
        'weekday',
        FIRST_STEP,
      );
      expect(groups.map((g) => g.heading).sort()).toEqual(
        WEEKDAYS.map((w) => `Upcoming ${w}`).sort(),
      );
      for (const group of groups) {
        const same = all.filter((e) => `Upcoming ${weekdayOf(e)}s` === group.heading);
        const first = same.reduce((a, b) =>
          Date.parse(a.startsAt) <= Date.parse(b.startsAt) ? a : b,
        );
        expect(group.entries[0]?.id, group.heading).toBe(first.id);
      }
      expect(groups.flatMap((g) => g.entries)).toHaveLength(FIRST_STEP);
      expect(hidden).toBe(all.length - FIRST_STEP);
    },
  );

  test('each "Show more" adds to the weekdays in turn, until nothing is hidden', () => {
    const now = DateTime.fromObject({ year: 2026, month: 3, day: 8, hour: 15 }, { zone: NY });
    const groups = groupEntries(upcoming(now), 'weekday', NY);
    const counts = (limit: number) =>
      limitEntries(groups, 'weekday', limit).groups.map((g) => g.entries.length);
    expect(counts(10)).toEqual([2, 2, 2, 1, 1, 1, 1]);
    expect(counts(30)).toEqual([5, 5, 4, 4, 4, 4, 4]);
    expect(limitEntries(groups, 'weekday', 1000).hidden).toBe(0);
  });
});

const weekdayOf = (entry: EventEntry) =>
  DateTime.fromISO(entry.startsAt, { zone: NY }).setLocale('en-US').toFormat('cccc');
