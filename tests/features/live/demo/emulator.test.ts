/**
 * The demo's YouTube (src/features/live/demo/emulator.ts) through the production client
 * (server/youtube.ts): the scripted stream goes upcoming, live, over; the key is checked, the
 * quota counted, and the errors come in YouTube's bodies, which the client reads as problems.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createYouTubeEmulator } from '../../../../src/features/live/demo/emulator.ts';
import { CYCLE_MS, LIVE_MS, UPCOMING_MS } from '../../../../src/features/live/demo/timeline.ts';
import {
  KEPT_NAME,
  liveAnswer,
  type LiveParts,
} from '../../../../src/features/live/server/live.ts';
import type { Observations } from '../../../../src/features/live/shared/observations.ts';
import { readCopy } from '../../../../src/platform/server/pco/stored-copy.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { createYouTube, YouTubeError } from '../../../../src/features/live/server/youtube.ts';

const CHANNEL = 'UCdogwoodDemoChannel0001';
const KEY = 'demo-youtube-key';
const ORIGIN = 'http://emulator.test/demo/youtube';

/** The client against the emulator at a time the test moves, with a quota of `quota`. */
function setUp(quota = 10_000, key = KEY) {
  let now = 100 * CYCLE_MS;
  const emulator = createYouTubeEmulator({
    prefix: '/demo/youtube',
    key: KEY,
    channelId: CHANNEL,
    quota,
    now: () => now,
  });
  const fetcher = (input: string | URL | Request) =>
    Promise.resolve(emulator.handle(new Request(input instanceof Request ? input.url : input)));
  const settings = {
    apiUrl: `${ORIGIN}/v3`,
    feedUrl: `${ORIGIN}/feeds/videos.xml`,
    key,
    channelId: CHANNEL,
  };
  const youtube = createYouTube(settings, fetcher);
  return { youtube, emulator, move: (ms: number) => (now += ms) };
}

describe("the demo's YouTube", () => {
  test('the scripted stream is upcoming, then live, then over', async () => {
    const { youtube, move } = setUp();
    const ids = await youtube.uploads();
    expect(ids).toHaveLength(3);
    const states = [];
    for (const step of [0, UPCOMING_MS, LIVE_MS]) {
      move(step);
      const [stream] = await youtube.videos([ids[0]!], 0);
      states.push(stream?.status);
    }
    expect(states).toEqual(['upcoming', 'live', 'over']);
    expect((await youtube.feed()).map((e) => e.id)).toEqual(ids);
    expect(await youtube.channel()).toBe('Dogwood Community Church');
  });

  test('a wrong key is refused with keyInvalid, and costs a unit', async () => {
    const { youtube, emulator } = setUp(10_000, 'wrong');
    const error = await youtube.uploads().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeError);
    expect(error).toMatchObject({ problem: 'key', status: 400 });
    expect(emulator.units()).toBe(1);
  });

  test('the quota is counted, and once spent every request is refused with quotaExceeded', async () => {
    const { youtube, emulator } = setUp(2);
    await youtube.uploads();
    await youtube.videos(['demoUpload1'], 0);
    const error = await youtube.uploads().catch((e: unknown) => e);
    expect(error).toMatchObject({ problem: 'quota', status: 403 });
    expect(emulator.units()).toBe(3);
    const quota = emulator.handle(new Request(`${ORIGIN}/quota`));
    expect(await quota.json()).toEqual({ used: 3, quota: 2 });
  });
});

describe('the demo on its timeline', () => {
  test('a visitor sees the countdown, the stream live, then the replay, cycle after cycle', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-live-demo-'));
    const { youtube, emulator, move } = setUp();
    const time = { now: () => move(0) };
    const parts: LiveParts = {
      storage: createStorage({ kind: 'fs', dir }),
      clock: time,
      zone: 'America/New_York',
      schedule: { leadMinutes: 30, durationMinutes: 90, weekly: [], special: [] },
      live: {
        youtube: null,
        channelId: CHANNEL,
        player: 'demo',
        publishingChannelId: null,
        problems: [],
      },
      youtube,
      publishing: null,
    };
    const seen: string[] = [];
    for (let minute = 0; minute < 2 * 15; minute += 1) {
      const { state } = await liveAnswer(parts);
      if (seen.at(-1) !== state) seen.push(state);
      move(60_000);
    }
    // the site counts the day's units where every instance (and the doctor) sees them
    const kept = await readCopy<Observations>(parts.storage, KEPT_NAME);
    expect(kept?.copy?.value.quotaUnits).toBe(emulator.units());
    expect(kept?.copy?.value.quotaUnits).toBeGreaterThan(0);
    await rm(dir, { recursive: true, force: true });
    expect(seen.join(' ')).toContain('countdown live replay countdown live replay');
    // a stream and its uploads a minute inside windows, every five minutes outside: ~45 a cycle
    expect(youtube.units).toBeLessThan(2 * 45);
  });
});
