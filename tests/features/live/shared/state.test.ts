/** The live state rules (src/features/live/shared/state.ts), on a Sunday at 10:30 in New York. */
import { describe, expect, test } from 'vitest';
import {
  NOTHING_SEEN,
  type Observations,
  type Observed,
} from '../../../../src/features/live/shared/observations.ts';
import { decide } from '../../../../src/features/live/shared/state.ts';
import { CHANNEL, SCHEDULE, START } from './sunday.ts';

const min = (m: number) => START + m * 60_000;

function stream(over: Partial<Observed>): Observed {
  return {
    id: 'vid00000001',
    title: 'Sunday Worship, December 13',
    status: 'upcoming',
    scheduledStart: START,
    actualStart: null,
    actualEnd: null,
    watchUrl: 'https://www.youtube.com/watch?v=vid00000001',
    source: 'youtube',
    checkedAt: 0,
    ...over,
  };
}
const at = (now: number, streams: Observed[] = [], extra: Partial<Observations> = {}) =>
  decide({
    now,
    zone: 'America/New_York',
    schedule: SCHEDULE,
    seen: { ...NOTHING_SEEN, checkedAt: now, streams, ...extra },
    channelId: CHANNEL,
    player: 'youtube',
  });

describe('before and at the service', () => {
  test('outside the window: the next service, no banner, no polling', () => {
    const answer = at(min(-31));
    expect(answer).toMatchObject({ state: 'idle', notice: null, pollUntil: null });
    expect(answer.next).toEqual({ title: 'Sunday Worship', startsAt: '2026-12-13T15:30:00.000Z' });
    expect(answer.wakeAt).toBe('2026-12-13T15:00:00.000Z');
  });

  test('from the lead time: "Live at 10:30AM", polling until the window closes', () => {
    const answer = at(min(-30), [stream({})]);
    expect(answer).toMatchObject({
      state: 'countdown',
      service: { title: 'Sunday Worship', startsAt: '2026-12-13T15:30:00.000Z' },
      notice: { text: 'Live at 10:30AM' },
      channelUrl: null,
      pollUntil: '2026-12-13T17:00:00.000Z',
    });
    expect(answer.next?.startsAt).toBe('2026-12-20T15:30:00.000Z');
  });

  test('a late start is waited for, then live as soon as YouTube says so', () => {
    const late = at(min(20), [stream({})]);
    expect(late).toMatchObject({ state: 'countdown', notice: { text: 'Starting soon' } });
    expect(late.channelUrl).toBe(`https://www.youtube.com/channel/${CHANNEL}/live`);
    const live = at(min(21), [stream({ status: 'live', actualStart: min(20) })]);
    expect(live).toMatchObject({
      state: 'live',
      notice: { text: 'Live now' },
      service: { title: 'Sunday Worship' },
      video: { id: 'vid00000001', title: 'Sunday Worship, December 13' },
    });
  });
});

describe('after the start', () => {
  test('an overrun stays live while YouTube says live, past the window', () => {
    const answer = at(min(200), [stream({ status: 'live', actualStart: min(2) })]);
    expect(answer.state).toBe('live');
    expect(Date.parse(answer.pollUntil!)).toBe(min(210));
  });

  test('ended: the replay of the same video for a day, then idle with it as the latest', () => {
    const over = stream({ status: 'over', actualStart: min(2), actualEnd: min(80) });
    expect(at(min(85), [over])).toMatchObject({
      state: 'replay',
      video: { id: 'vid00000001', endedAt: new Date(min(80)).toISOString() },
      notice: { text: 'Watch the replay' },
      pollUntil: null,
    });
    expect(at(min(80 + 23 * 60), [over]).state).toBe('replay');
    const later = at(min(80 + 24 * 60), [over]);
    expect(later).toMatchObject({ state: 'idle', notice: null, latest: { id: 'vid00000001' } });
  });

  test('a stream that never starts: once the window has passed, the next service, no banner', () => {
    const answer = at(min(91), [stream({})]);
    expect(at(min(89), [stream({})]).state).toBe('countdown');
    expect(answer).toMatchObject({ state: 'idle', notice: null });
    expect(answer.next?.startsAt).toBe('2026-12-20T15:30:00.000Z');
  });
});

describe('when YouTube fails, the schedule decides', () => {
  test('quota gone: the countdown and the channel’s live page on YouTube', () => {
    const answer = at(min(-10), [], { youtube: 'quota' });
    expect(answer).toMatchObject({
      state: 'countdown',
      channelUrl: `https://www.youtube.com/channel/${CHANNEL}/live`,
    });
    expect(at(min(10), [], { youtube: 'key' }).state).toBe('countdown');
    expect(at(min(100), [], { youtube: 'quota' }).state).toBe('idle');
  });
});

test('a stream scheduled on YouTube outside the schedule opens its own window', () => {
  const tuesday = Date.parse('2026-12-15T19:00:00Z');
  const funeral = stream({
    id: 'funeral0001',
    title: 'Funeral of Ann Lee',
    scheduledStart: tuesday,
  });
  expect(at(tuesday - 40 * 60_000, [funeral]).state).toBe('idle');
  expect(at(tuesday - 40 * 60_000, [funeral]).next?.title).toBe('Funeral of Ann Lee');
  expect(at(tuesday - 20 * 60_000, [funeral])).toMatchObject({
    state: 'countdown',
    service: { title: 'Funeral of Ann Lee' },
    notice: { text: 'Live at 2:00PM' },
  });
});
