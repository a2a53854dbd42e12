/**
 * Planning Center Publishing in the live answer (src/features/live/server/observe-publishing.ts,
 * live.ts) with a clock the test moves and a fake Publishing: an active episode time is live with
 * its video, over is the replay, its next times join the schedule, and while it fails its last
 * word stands ten minutes, then the schedule decides; it is asked once a minute at most.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { liveAnswer, type LiveParts } from '../../../../src/features/live/server/live.ts';
import type { Publishing } from '../../../../src/features/live/server/publishing.ts';
import type { Observed } from '../../../../src/features/live/shared/observations.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { PcoError } from '../../../../src/platform/server/pco/transport.ts';
import { clock } from '../../../helpers/clock.ts';

const MIN = 60_000;
// Sunday 2026-12-13, 10:30 EST = 15:30Z; the schedule is empty: Publishing alone tells the service
const START = Date.parse('2026-12-13T15:30:00Z');
const VIDEO = 'pubVideo001';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-live-pub-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function setUp() {
  const time = clock(START - 20 * MIN);
  const state = { status: 'upcoming' as Observed['status'], failing: false, looks: 0 };
  const publishing: Publishing = {
    async look(now) {
      state.looks += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (state.failing) throw new PcoError(502, 'Planning Center is not answering', 429);
      const stream: Observed = {
        id: VIDEO,
        title: 'Advent, week 2',
        status: state.status,
        scheduledStart: START,
        actualStart: state.status === 'upcoming' ? null : START,
        actualEnd: state.status === 'over' ? START + 60 * MIN : null,
        watchUrl: `https://www.youtube.com/watch?v=${VIDEO}`,
        source: 'publishing',
        checkedAt: now,
      };
      return { times: [START + 7 * 24 * 60 * MIN], streams: [stream] };
    },
    channel: () => Promise.resolve('Sunday'),
  };
  const parts: LiveParts = {
    storage: createStorage({ kind: 'fs', dir }),
    clock: time,
    zone: 'America/New_York',
    schedule: { leadMinutes: 30, durationMinutes: 90, weekly: [], special: [] },
    live: {
      youtube: null,
      channelId: null,
      player: 'youtube',
      publishingChannelId: '1',
      problems: [],
    },
    youtube: null,
    publishing,
  };
  const at = (minutes: number) => {
    time.advance(START + minutes * MIN - time.now());
    return liveAnswer(parts);
  };
  return { state, at };
}

describe('Publishing in the live answer', () => {
  test('upcoming counts down, active is live with its video, over is the replay', async () => {
    const { state, at } = setUp();
    expect(await at(-20)).toMatchObject({
      state: 'countdown',
      service: { title: 'Advent, week 2' },
    });
    state.status = 'live';
    expect(await at(2)).toMatchObject({
      state: 'live',
      video: { id: VIDEO, title: 'Advent, week 2' },
    });
    state.status = 'over';
    expect(await at(70)).toMatchObject({ state: 'replay', video: { id: VIDEO } });
  });

  test('its next times join the schedule', async () => {
    const { at } = setUp();
    expect((await at(-20)).next?.startsAt).toBe(new Date(START + 7 * 24 * 60 * MIN).toISOString());
  });

  test('failing, its last word stands ten minutes, then the schedule decides', async () => {
    const { state, at } = setUp();
    state.status = 'live';
    expect((await at(1)).state).toBe('live');
    state.failing = true;
    expect((await at(5)).state).toBe('live');
    // the schedule is empty: nothing is live, nothing is counted down
    expect(await at(12)).toMatchObject({ state: 'idle', video: null });
  });

  test('asked once a minute at most inside a window, whatever the number of requests', async () => {
    const { state, at } = setUp();
    await Promise.all([at(-20), at(-20), at(-20)]);
    await at(-20);
    expect(state.looks).toBe(1);
    await at(-19);
    expect(state.looks).toBe(2);
  });

  test('outside a window, every five minutes', async () => {
    const { state, at } = setUp();
    for (const minute of [-300, -299, -298, -297, -296]) await at(minute);
    expect(state.looks).toBe(1);
    await at(-295);
    expect(state.looks).toBe(2);
  });
});
