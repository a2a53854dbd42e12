/**
 * GET /api/live on the site as the suite's target serves it (the sources, or Netlify's bundles
 * on Netlify CLI), its YouTube client pointed at a strict stand-in on a port of its own
 * (YOUTUBE_API_URL, YOUTUBE_FEED_URL): whatever the number of requests, one look at YouTube a
 * minute (units counted at the stand-in); the CDN may keep the answer a minute with no query in
 * its key; with no quota left the answer is still 200, the schedule's, offering the channel's
 * live page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { STAND_IN, startYouTubeStandIn, type YouTubeStandIn } from './youtube-stand-in.ts';

type Site = TestServer;
/**
 * The site with its YouTube at the stand-in. Its Publishing channel is one Planning Center does
 * not know, so YouTube alone speaks (demo mode's own Publishing would say its service is live).
 */
const startSite = (youtube: YouTubeStandIn) =>
  startTestServer({ ...youtube.env, PCO_PUBLISHING_CHANNEL_ID: '999999' });
const get = (url: string) => fetch(url);

const STATES = ['countdown', 'live', 'replay', 'idle'];
const CHANNEL_LIVE = `https://www.youtube.com/channel/${STAND_IN.channelId}/live`;

describe('GET /api/live with YouTube answering', () => {
  let youtube: YouTubeStandIn;
  let server: Site;
  beforeAll(async () => {
    youtube = await startYouTubeStandIn();
    server = await startSite(youtube);
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    await youtube?.close();
  });

  test('twenty visitors at once cost one look at YouTube: the uploads and the videos', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(`${server.url}/api/live?visitor=${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as LiveAnswer[];
    expect(STATES).toContain(bodies[0]!.state);
    expect(youtube.units()).toBeGreaterThan(0);
    expect(youtube.units()).toBeLessThanOrEqual(2);
    for (let i = 0; i < 10; i += 1) await get(`${server.url}/api/live`);
    expect(youtube.units()).toBeLessThanOrEqual(2);
  });

  test('the CDN keeps the answer while its look is fresh (a minute at most), whatever the query', async () => {
    const answer = await get(`${server.url}/api/live?x=1`);
    const kept = Number(/s-maxage=(\d+)/.exec(answer.headers.get('cache-control') ?? '')?.[1]);
    const age = (Date.now() - Date.parse(((await answer.json()) as LiveAnswer).checkedAt)) / 1000;
    expect(kept).toBeGreaterThanOrEqual(1);
    expect(kept).toBeLessThanOrEqual(60);
    // the CDN's copy goes out of date when the look it was made from does
    expect(Math.abs(kept + age - 60)).toBeLessThan(3);
    expect(answer.headers.get('netlify-vary')).toBe('query=none');
    expect(answer.headers.get('content-type')).toContain('application/json');
  });
});

describe('GET /api/live with no quota left', () => {
  let youtube: YouTubeStandIn;
  let server: Site;
  beforeAll(async () => {
    youtube = await startYouTubeStandIn(0);
    server = await startSite(youtube);
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    await youtube?.close();
  });

  test('the answer is 200, the schedule decides, and the channel’s live page is offered', async () => {
    const answer = await get(`${server.url}/api/live`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as LiveAnswer;
    expect(STATES).toContain(body.state);
    expect(body.state).not.toBe('live');
    expect(body.channelUrl).toBe(CHANNEL_LIVE);
    expect(body.next?.title).toBeTruthy();
    // refused once, then YouTube rests until its quota resets
    await get(`${server.url}/api/live`);
    expect(youtube.units()).toBe(1);
  });
});
