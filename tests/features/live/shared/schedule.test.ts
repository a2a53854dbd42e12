/** The schedule's services as instants in the church's zone, across daylight-saving changes. */
import { describe, expect, test } from 'vitest';
import type { LiveSchedule } from '../../../../src/features/live/shared/schedule-schema.ts';
import { clockTimesOf, servicesBetween } from '../../../../src/features/live/shared/schedule.ts';

const ZONE = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const schedule = (over: Partial<LiveSchedule> = {}): LiveSchedule => ({
  leadMinutes: 30,
  durationMinutes: 90,
  weekly: [{ name: 'Sunday Worship', day: 'Sunday', time: '10:00 AM' }],
  special: [],
  ...over,
});
const starts = (s: LiveSchedule, from: string, to: string) =>
  servicesBetween(s, ZONE, at(from), at(to)).map((x) => new Date(x.start).toISOString());

describe('a weekly 10:00 service keeps its wall-clock time (docs/outside-systems.md)', () => {
  test('the four daylight-saving vectors', () => {
    expect(starts(schedule(), '2026-02-28T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual([
      '2026-03-01T15:00:00.000Z',
      '2026-03-08T14:00:00.000Z', // the clocks went forward that night
    ]);
    expect(starts(schedule(), '2026-10-24T00:00:00Z', '2026-11-02T00:00:00Z')).toEqual([
      '2026-10-25T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z', // the clocks went back that night
    ]);
  });

  test('its window opens the lead time before and closes its length after', () => {
    const [service] = servicesBetween(
      schedule(),
      ZONE,
      at('2026-11-01T00:00Z'),
      at('2026-11-02T00:00Z'),
    );
    expect(new Date(service!.opens).toISOString()).toBe('2026-11-01T14:30:00.000Z');
    expect(new Date(service!.end).toISOString()).toBe('2026-11-01T16:30:00.000Z');
  });
});

describe('services on the nights the clocks change', () => {
  test('01:30 on the night the clocks go back is one service, at the first 01:30', () => {
    const s = schedule({ weekly: [{ name: 'Night watch', day: 'Sunday', time: '1:30 AM' }] });
    expect(starts(s, '2026-10-31T12:00:00Z', '2026-11-01T12:00:00Z')).toEqual([
      '2026-11-01T05:30:00.000Z', // 01:30 EDT; 01:30 EST (06:30Z) is not a second service
    ]);
  });

  test('a dated special at 01:30 that night too', () => {
    const s = schedule({
      weekly: [],
      special: [{ name: 'Vigil', date: '2026-11-01', time: '1:30 AM' }],
    });
    expect(starts(s, '2026-10-31T00:00:00Z', '2026-11-02T00:00:00Z')).toEqual([
      '2026-11-01T05:30:00.000Z',
    ]);
  });

  test('02:30 on the night the clocks go forward is the first moment after the gap', () => {
    const s = schedule({ weekly: [{ name: 'Early', day: 'Sunday', time: '2:30 AM' }] });
    expect(starts(s, '2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual([
      '2026-03-08T07:30:00.000Z', // 03:30 EDT
    ]);
  });
});

test('several times a day, and dated specials beside the weekly ones, in order', () => {
  expect(clockTimesOf('9:00 AM and 11:00 AM')).toEqual([
    { hour: 9, minute: 0 },
    { hour: 11, minute: 0 },
  ]);
  expect(clockTimesOf('12:15 PM and 12:05 AM')).toEqual([
    { hour: 12, minute: 15 },
    { hour: 0, minute: 5 },
  ]);
  const s = schedule({
    weekly: [{ name: 'Sunday Worship', day: 'Sunday', time: '9:00 AM and 11:00 AM' }],
    special: [{ name: 'Christmas Eve', date: '2026-12-24', time: '4:30 PM' }],
  });
  const found = servicesBetween(s, ZONE, at('2026-12-20T00:00Z'), at('2026-12-25T00:00Z'));
  expect(found.map((x) => [x.title, new Date(x.start).toISOString()])).toEqual([
    ['Sunday Worship', '2026-12-20T14:00:00.000Z'],
    ['Sunday Worship', '2026-12-20T16:00:00.000Z'],
    ['Christmas Eve', '2026-12-24T21:30:00.000Z'],
  ]);
});
