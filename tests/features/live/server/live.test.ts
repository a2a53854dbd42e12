/**
 * The live answer (src/features/live/server/live.ts) with a clock the test moves and a fake
 * YouTube: a late start, an overrun, a stream that never starts, quota and key errors (the
 * schedule decides), and one look at YouTube per minute whatever the number of requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { liveAnswer, type LiveParts } from '../../../../src/features/live/server/live.ts';
import { quotaResetAfter } from '../../../../src/features/live/server/observe.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { clock } from '../../../helpers/clock.ts';
import { BAD_KEY, fakeYouTube, QUOTA } from './fake-youtube.ts';
import { CHANNEL, SCHEDULE, START } from '../shared/sunday.ts';

const MIN = 60_000;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-live-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The service at `minutes` from the start, with its storage, clock and fake YouTube. */
function service(minutes: number) {
  const time = clock(START + minutes * MIN);
  const fake = fakeYouTube(START);
  const parts: LiveParts = {
    storage: createStorage({ kind: 'fs', dir }),
    clock: time,
    zone: 'America/New_York',
    schedule: SCHEDULE,
    live: {
      youtube: null,
      channelId: CHANNEL,
      player: 'youtube',
      publishingChannelId: null,
      problems: [],
    },
    youtube: fake.youtube,
    publishing: null,
  };
  /** The answer after moving the clock to `at` minutes from the start. */
  const at = (at: number) => {
    time.advance(START + at * MIN - time.now());
    return liveAnswer(parts);
  };
  return { ...fake, parts, time, at };
}

describe('the live answer', () => {
  test('a late start: the countdown waits past the hour, then the stream is live', async () => {
    const { at, state } = service(-20);
    expect(await at(-20)).toMatchObject({
      state: 'countdown',
      notice: { text: 'Live at 10:30AM' },
    });
    expect(await at(10)).toMatchObject({ state: 'countdown', notice: { text: 'Starting soon' } });
    Object.assign(state, { status: 'live', actualStart: START + 14 * MIN });
    expect(await at(15)).toMatchObject({ state: 'live', video: { id: 'stream00001' } });
  });

  test('an overrun: live while YouTube says so, long after the window, then the replay', async () => {
    const { at, state } = service(0);
    Object.assign(state, { status: 'live', actualStart: START });
    expect(await at(0)).toMatchObject({ state: 'live' });
    expect(await at(150)).toMatchObject({ state: 'live' });
    Object.assign(state, { status: 'over', actualEnd: START + 155 * MIN });
    expect(await at(156)).toMatchObject({ state: 'replay', video: { id: 'stream00001' } });
  });

  test('a stream that never starts leaves nothing once its window has passed', async () => {
    const { at } = service(-10);
    expect(await at(-10)).toMatchObject({ state: 'countdown' });
    expect(await at(80)).toMatchObject({ state: 'countdown' });
    expect(await at(95)).toMatchObject({ state: 'idle', latest: null, notice: null });
  });

  test('no quota left: the schedule decides, the channel is offered, YouTube rests till midnight Pacific', async () => {
    const { at, state, calls } = service(-20);
    state.failing = QUOTA;
    const answer = await at(-20);
    expect(answer).toMatchObject({ state: 'countdown', service: { title: 'Sunday Worship' } });
    expect(answer.channelUrl).toBe(`https://www.youtube.com/channel/${CHANNEL}/live`);
    expect(calls.feed).toBe(1);
    const asked = calls.uploads + calls.videos;
    for (let m = -19; m < 30; m += 3) await at(m);
    expect(calls.uploads + calls.videos).toBe(asked);
    // the quota returns: the feed's candidate is asked about and found live
    state.failing = null;
    Object.assign(state, { status: 'live', actualStart: START });
    const reset = (quotaResetAfter(START) - START) / MIN;
    expect(reset).toBeGreaterThan(30);
    expect(await at(reset + 1)).toMatchObject({ state: 'live' });
  });

  test('a bad key: the schedule decides and the channel is offered', async () => {
    const { at, state } = service(5);
    state.failing = BAD_KEY;
    const answer = await at(5);
    expect(answer).toMatchObject({ state: 'countdown', notice: { text: 'Starting soon' } });
    expect(answer.channelUrl).toContain(CHANNEL);
  });

  test('one look at YouTube a minute inside a window, whatever the number of requests', async () => {
    const { at, calls } = service(-5);
    await Promise.all(Array.from({ length: 20 }, () => at(-5)));
    expect(calls).toMatchObject({ uploads: 1, videos: 1 });
    await at(-4.5);
    expect(calls.videos).toBe(1);
    await at(-3.9);
    expect(calls).toMatchObject({ uploads: 1, videos: 2 });
  });

  test('outside a window the videos are asked every five minutes at most', async () => {
    const { at, calls } = service(-24 * 60);
    for (let m = -24 * 60; m < -24 * 60 + 10; m += 1) await at(m);
    expect(calls.videos).toBe(2);
    expect(calls.uploads).toBe(2);
  });
});

describe('the replay’s sermon', () => {
  test('the replay links its sermon once published; the sermons failing costs only the link', async () => {
    const { at, state, parts } = service(0);
    Object.assign(state, { status: 'over', actualStart: START, actualEnd: START + 70 * MIN });
    const published = new Map<string, string>();
    parts.sermonPageOf = (id) => Promise.resolve(published.get(id) ?? null);
    expect(await at(75)).toMatchObject({ state: 'replay', video: { sermonPage: null } });
    published.set('stream00001', '/sermons/advent-iii');
    expect(await at(76)).toMatchObject({ video: { sermonPage: '/sermons/advent-iii' } });
    parts.sermonPageOf = () => Promise.reject(new Error('storage down'));
    expect(await at(77)).toMatchObject({ state: 'replay', video: { sermonPage: null } });
  });
});
