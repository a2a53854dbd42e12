/**
 * The doctor's live stream checks (tools/doctor/live-checks.ts) against the stand-ins: YouTube's
 * (key checked, quota counted, YouTube's error bodies) and Planning Center's with Publishing (the
 * emulator, token checked): a good key and channel pass; an invalid key, a key restricted to
 * websites, an unknown channel, a spent quota, an unknown Publishing channel or Publishing down
 * each fail with their fix.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PUBLISHING_CHANNEL_ID } from '../../../src/features/live/server/config.ts';
import { KEPT_NAME } from '../../../src/features/live/server/live.ts';
import { NOTHING_SEEN } from '../../../src/features/live/shared/observations.ts';
import { quotaResetAfter } from '../../../src/features/live/server/observe.ts';
import { getConfig } from '../../../src/platform/server/config/index.ts';
import { writeCopy } from '../../../src/platform/server/pco/stored-copy.ts';
import { createStorage } from '../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../src/platform/server/storage/types.ts';
import { checkLive } from '../../../tools/doctor/live-checks.ts';
import {
  startPublishingStandIn,
  type PublishingStandIn,
} from '../../features/live/integration/publishing-stand-in.ts';
import {
  REFERER_KEY,
  STAND_IN,
  startYouTubeStandIn,
  type YouTubeStandIn,
} from '../../features/live/integration/youtube-stand-in.ts';
import { PCO_TOKEN } from '../../helpers/target.ts';

let youtube: YouTubeStandIn;
let spent: YouTubeStandIn;
let pco: PublishingStandIn;
let dir: string;
let storage: Storage;

beforeAll(async () => {
  [youtube, spent, pco] = await Promise.all([
    startYouTubeStandIn(),
    startYouTubeStandIn(0),
    startPublishingStandIn(),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'dcc-doctor-live-'));
  storage = createStorage({ kind: 'fs', dir });
}, 30_000);
afterAll(async () => {
  await Promise.all([youtube?.close(), spent?.close(), pco?.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** The findings for these variables, Planning Center at the stand-in with the suite's token. */
async function findings(env: Record<string, string>) {
  const base = getConfig({}, { cwd: '/srv/site', isWritable: () => true });
  const config = {
    ...base,
    demoOrigin: null,
    pco: { ...base.pco, baseUrl: pco.url, auth: PCO_TOKEN },
  };
  const found = await checkLive(config, env, storage);
  return Object.fromEntries(found.map((f) => [f.subject, f]));
}

/** The site's count of today's units, as the observations keep it. */
const countUnits = (quotaUnits: number, youtubeSaid: 'quota' | null = null) => {
  const now = Date.now();
  const value = {
    ...NOTHING_SEEN,
    quotaUnits,
    quotaResetsAt: quotaResetAfter(now),
    youtube: youtubeSaid,
    youtubeQuietUntil: youtubeSaid ? quotaResetAfter(now) : 0,
  };
  return writeCopy(storage, KEPT_NAME, { storedAt: now, value }, now + 60_000);
};

describe('the doctor’s YouTube checks', () => {
  test('a good key and channel pass, and the day’s units are the site’s count', async () => {
    await countUnits(412);
    const found = await findings(youtube.env);
    expect(found['YOUTUBE_API_KEY']).toMatchObject({ ok: true });
    expect(found['YOUTUBE_CHANNEL_ID']).toMatchObject({ ok: true });
    expect(found['YouTube quota']).toMatchObject({ ok: true });
    expect(found['YouTube quota']!.detail).toMatch(/^412 of 10000 units used today/);
  });

  test('an invalid key fails (keyInvalid)', async () => {
    const found = await findings({ ...youtube.env, YOUTUBE_API_KEY: 'not-the-key' });
    expect(found['YOUTUBE_API_KEY']).toMatchObject({ ok: false });
    expect(found['YOUTUBE_API_KEY']!.detail).toMatch(/invalid or restricted.*API key not valid/);
  });

  test('a key restricted to websites fails (403 forbidden)', async () => {
    const found = await findings({ ...youtube.env, YOUTUBE_API_KEY: REFERER_KEY });
    expect(found['YOUTUBE_API_KEY']).toMatchObject({ ok: false });
    expect(found['YOUTUBE_API_KEY']!.detail).toMatch(/403 Requests from referer/);
  });

  test('an unknown channel fails (channels.list empty)', async () => {
    const other = `UC${'x'.repeat(22)}`;
    const found = await findings({ ...youtube.env, YOUTUBE_CHANNEL_ID: other });
    expect(found['YOUTUBE_CHANNEL_ID']).toMatchObject({ ok: false });
    expect(found['YOUTUBE_CHANNEL_ID']!.detail).toBe(`YouTube knows no channel ${other}`);
  });

  test('a spent quota fails, whether YouTube says so now or the site saw it', async () => {
    await countUnits(9_950, 'quota');
    expect((await findings(youtube.env))['YouTube quota']).toMatchObject({ ok: false });
    await countUnits(0);
    const found = await findings(spent.env);
    expect(found['YouTube quota']).toMatchObject({ ok: false });
    expect(found['YouTube quota']!.detail).toMatch(/quota/);
  });
});

describe('the doctor’s Publishing check', () => {
  test('the channel exists', async () => {
    const found = await findings({ PCO_PUBLISHING_CHANNEL_ID: DEMO_PUBLISHING_CHANNEL_ID });
    expect(found['PCO_PUBLISHING_CHANNEL_ID']).toMatchObject({ ok: true });
  });

  test('no such channel (404), or Publishing down (503), fails', async () => {
    const none = await findings({ PCO_PUBLISHING_CHANNEL_ID: '999' });
    expect(none['PCO_PUBLISHING_CHANNEL_ID']).toMatchObject({
      ok: false,
      detail: 'no Publishing channel has id 999',
    });
    pco.fail(503);
    const down = await findings({ PCO_PUBLISHING_CHANNEL_ID: DEMO_PUBLISHING_CHANNEL_ID });
    pco.fail(null);
    expect(down['PCO_PUBLISHING_CHANNEL_ID']).toMatchObject({ ok: false });
    expect(down['PCO_PUBLISHING_CHANNEL_ID']!.detail).toMatch(/could not be read/);
  });
});

test('with neither set, one line says the schedule decides alone', async () => {
  expect(Object.keys(await findings({}))).toEqual(['YOUTUBE_API_KEY']);
  expect(STAND_IN.channelId).toMatch(/^UC/);
});
