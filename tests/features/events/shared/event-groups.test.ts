import { readFileSync } from 'node:fs';
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
  limitGroups,
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
