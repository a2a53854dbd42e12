/**
 * The demo's Planning Center Publishing (src/features/live/demo/publishing-api.ts, served by the
 * Planning Center emulator) through the production client (server/publishing.ts over the
 * platform's Planning Center client): the demo channel's episode time follows the scripted stream
 * of the demo's YouTube (upcoming, active, over, the same video), and with both the demo still
 * goes from countdown to live to replay every cycle.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createEmulator } from '../../../../src/demo/emulator.ts';
import { createYouTubeEmulator } from '../../../../src/features/live/demo/emulator.ts';
import { showChannel } from '../../../../src/features/live/demo/publishing-api.ts';
import { CYCLE_MS, LIVE_MS, UPCOMING_MS } from '../../../../src/features/live/demo/timeline.ts';
import {
  DEMO_PUBLISHING_CHANNEL_ID,
  DEMO_YOUTUBE,
} from '../../../../src/features/live/server/config.ts';
import { liveAnswer } from '../../../../src/features/live/server/live.ts';
import { createPublishing } from '../../../../src/features/live/server/publishing.ts';
import { createYouTube } from '../../../../src/features/live/server/youtube.ts';
import { createPcoClient } from '../../../../src/platform/server/pco/client.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';

const ORIGIN = 'http://emulator.test/demo';

/** Publishing (and the demo's YouTube) at a time the test moves. */
function setUp(channelId = DEMO_PUBLISHING_CHANNEL_ID) {
  let now = 100 * CYCLE_MS;
  const clock = () => now;
  const pcoEmulator = createEmulator({ prefix: '/demo/pco', zone: 'America/New_York', now: clock });
  const youtubeEmulator = createYouTubeEmulator({
    prefix: '/demo/youtube',
    ...DEMO_YOUTUBE,
    now: clock,
  });
  const pco = createPcoClient({
    baseUrl: `${ORIGIN}/pco`,
    auth: null,
    now: clock,
    fetch: (input, init) => Promise.resolve(pcoEmulator(new Request(input as string, init))),
  });
  const youtube = createYouTube(
    {
      apiUrl: `${ORIGIN}/youtube/v3`,
      feedUrl: `${ORIGIN}/youtube/feeds/videos.xml`,
      ...DEMO_YOUTUBE,
    },
    (input) => Promise.resolve(youtubeEmulator.handle(new Request(input as string))),
  );
  return {
    publishing: createPublishing(pco, channelId),
    youtube,
    now: clock,
    move: (ms: number) => (now += ms),
  };
}

describe("the demo's Publishing", () => {
  test('the episode time is upcoming, active, then over, with the YouTube stream’s video', async () => {
    const { publishing, youtube, now, move } = setUp();
    const [streamId] = await youtube.uploads();
    const states = [];
    for (const step of [0, UPCOMING_MS, LIVE_MS]) {
      move(step);
      const { streams } = await publishing.look(now());
      const current = streams.find((s) => s.id === streamId);
      states.push(current?.status);
    }
    expect(states).toEqual(['upcoming', 'live', 'over']);
  });

  test('the next time is the stream still to start', async () => {
    const { publishing, now } = setUp();
    const { times } = await publishing.look(now());
    expect(times).toEqual([now() + UPCOMING_MS]);
  });

  test('the channel exists; another id is no channel (404)', async () => {
    expect(await setUp().publishing.channel()).toBe('Sunday Worship');
    expect(await setUp('999').publishing.channel()).toBeNull();
    const url = new URL(`${ORIGIN}/pco/publishing/v2/channels/999`);
    expect(showChannel({ url, now: 0 }, '999').status).toBe(404);
  });
});

describe('Publishing at the emulator, as production mode’s stand-in', () => {
  test('strict as Planning Center: the token, 404 for no such channel, 429 with Retry-After', async () => {
    const emulator = createEmulator({
      prefix: '',
      zone: 'America/New_York',
      credentials: { appId: 'app', secret: 'secret' },
      rateLimit: { limit: 2, periodSeconds: 20 },
      now: () => 100 * CYCLE_MS,
    });
    const auth = { Authorization: `Basic ${Buffer.from('app:secret').toString('base64')}` };
    const get = (path: string, headers: Record<string, string> = auth) =>
      emulator(new Request(`http://stand-in.test/publishing/v2${path}`, { headers }));
    expect(get('/channels/4410', {}).status).toBe(401);
    const missing = get('/channels/999/episodes');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errors: [{ status: '404' }] });
    expect(get(`/channels/${DEMO_PUBLISHING_CHANNEL_ID}/next_times`).status).toBe(200);
    const limited = get(`/channels/${DEMO_PUBLISHING_CHANNEL_ID}/next_times`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ errors: [{ status: '429' }] });
  });
});

describe('the demo on its timeline, with Publishing', () => {
  for (const withYouTube of [true, false])
    test(`goes countdown, live, replay every cycle ${withYouTube ? 'with' : 'without'} YouTube`, async () => {
      const dir = await mkdtemp(join(tmpdir(), 'dcc-live-demo-'));
      const { publishing, youtube, now, move } = setUp();
      const parts = {
        storage: createStorage({ kind: 'fs', dir }),
        clock: { now },
        zone: 'America/New_York',
        schedule: { leadMinutes: 30, durationMinutes: 90, weekly: [], special: [] },
        live: {
          youtube: null,
          channelId: DEMO_YOUTUBE.channelId,
          player: 'demo' as const,
          publishingChannelId: DEMO_PUBLISHING_CHANNEL_ID,
          problems: [],
        },
        youtube: withYouTube ? youtube : null,
        publishing,
      };
      const seen: string[] = [];
      for (let minute = 0; minute < 2 * 15; minute += 1) {
        const answer = await liveAnswer(parts);
        if (seen.at(-1) !== answer.state) seen.push(answer.state);
        if (answer.state === 'live') expect(answer.video?.id).toMatch(/^demo/);
        move(60_000);
      }
      await rm(dir, { recursive: true, force: true });
      expect(seen.join(' ')).toContain('countdown live replay countdown live replay');
    });
});
