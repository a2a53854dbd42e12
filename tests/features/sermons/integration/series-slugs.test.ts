/**
 * Series slugs with every series in view (src/features/sermons/shared/series-slugs.ts), through
 * real requests: two series whose names share their first 48 characters get two pages and two
 * feeds, a name in another script gets a readable slug, and the old shared addresses redirect
 * instead of dying.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { createSessionToken } from '../../../../src/platform/server/auth/session.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { formOf } from '../../../helpers/podcast-client.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

const long = 'The Sermon on the Mount: Kingdom Living in an Upside';
const [first, second] = [`${long}-Down World, Part One`, `${long}-Down World, Part Two`];
const oldSlug = 'the-sermon-on-the-mount-kingdom-living-in-an-ups';

let server: TestServer;
const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });

async function publish(title: string, series: string, date: string): Promise<void> {
  const cookie = `dcc_session=${await createSessionToken('podcastadmin', config())}`;
  const answer = await fetch(`${server.url}/api/podcast`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: formOf([
      ['title', title],
      ['summary', series],
      ['pubDate', date],
      ['audio', demoMp3(1), 'sermon.mp3'],
    ]),
  });
  expect(answer.status, await answer.text()).toBe(201);
}

beforeAll(async () => {
  server = await startTestServer();
  await publish('Salt and Light', first, '2099-03-01');
  await publish('The Narrow Gate', second, '2099-03-08');
  await publish('Псалом 23', 'Псалмы', '2099-03-15');
});
afterAll(() => server?.close());

describe('series slugs', () => {
  test('names alike in their first 48 characters: two pages, two feeds', async () => {
    const episodes = (await (await get('/api/media')).json()) as Episode[];
    const link = (title: string) => episodes.find((e) => e.title === title)!.seriesLink!;
    const [a, b] = [link('Salt and Light'), link('The Narrow Gate')];
    expect(a).toBe(`/sermons/series/${oldSlug}`); // the older series keeps its address
    expect(b).not.toBe(a);
    for (const [path, mine, theirs] of [
      [a, 'Salt and Light', 'The Narrow Gate'],
      [b, 'The Narrow Gate', 'Salt and Light'],
    ] as const) {
      const page = await (await get(path)).text();
      expect(page).toContain(mine);
      expect(page).not.toContain(theirs);
      const feed = await get(`${path}/feed.xml`);
      expect(feed.status).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain(mine);
      expect(xml).not.toContain(theirs);
    }
    // the sermon page links its own series
    const sermon = episodes.find((e) => e.title === 'The Narrow Gate')!;
    expect(await (await get(new URL(sermon.link!).pathname)).text()).toContain(`href="${b}"`);
  });

  test('a name in another script gets a readable slug; the old shared one redirects', async () => {
    const page = await get('/sermons/series/psalmy');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Псалом 23');
    const old = await get('/sermons/series/series');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/sermons/series/psalmy');
    const oldFeed = await get('/sermons/series/series/feed.xml');
    expect(oldFeed.headers.get('location')).toBe('/sermons/series/psalmy/feed.xml');
    expect((await get('/sermons/series/no-such-series')).status).toBe(404);
  });
});
