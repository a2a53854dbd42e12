/**
 * The day's quota (src/features/live/README.md, its Quota section): a Sunday with two services,
 * asked all day, costs YouTube well under 1,000 of its 10,000 daily units. The looks
 * (server/observe.ts) are taken once a minute, as live.ts takes them, and the units counted at
 * a fake YouTube (playlistItems and videos each 1).
 */
import { expect, test } from 'vitest';
import { isBusy } from '../../../../src/features/live/server/live.ts';
import { observe, withUnits } from '../../../../src/features/live/server/observe.ts';
import { NOTHING_SEEN } from '../../../../src/features/live/shared/observations.ts';
import { fakeYouTube } from './fake-youtube.ts';

// Sunday 2026-12-13 in New York: 9:00 and 11:00, midnight to midnight
const MIDNIGHT = Date.parse('2026-12-13T05:00:00Z');
const NINE = MIDNIGHT + 9 * 60 * 60_000;

test('a Sunday with two services costs under 1,000 units', async () => {
  const { youtube, calls, state } = fakeYouTube(NINE);
  const parts = {
    zone: 'America/New_York',
    schedule: {
      leadMinutes: 30,
      durationMinutes: 90,
      weekly: [{ name: 'Sunday Worship', day: 'Sunday' as const, time: '9:00 AM and 11:00 AM' }],
      special: [],
    },
  };
  let seen = NOTHING_SEEN;
  // the 9:00 stream goes live late and runs long; a request every minute all day (more
  // cost nothing more: the look stands a minute for every instance, live.test.ts)
  for (let at = MIDNIGHT; at < MIDNIGHT + 24 * 60 * 60_000; at += 60_000) {
    if (at >= NINE + 5 * 60_000 && state.status === 'upcoming')
      Object.assign(state, { status: 'live', actualStart: at });
    if (at >= NINE + 100 * 60_000 && state.status === 'live')
      Object.assign(state, { status: 'over', actualEnd: at });
    seen = await observe(seen, youtube, at, isBusy(parts, seen, at));
  }
  const units = calls.uploads + calls.videos;
  // 288 uploads lists, and the videos each five minutes and each minute in the windows: ~680
  expect(units).toBeLessThan(750);
  expect(calls.uploads).toBeLessThanOrEqual(24 * 12);
});

test('the site’s count of the day’s units starts again at midnight Pacific', () => {
  // 23:59 and 00:01 in Los Angeles on 2026-12-13/14 (UTC-8)
  const late = Date.parse('2026-12-14T07:59:00Z');
  const seen = withUnits(withUnits(NOTHING_SEEN, 3, late - 60_000), 2, late);
  expect(seen.quotaUnits).toBe(5);
  expect(withUnits(seen, 1, late + 2 * 60_000).quotaUnits).toBe(1);
});
