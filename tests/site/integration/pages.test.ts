/**
 * The pages functions serve: a page per sermon and a page per event, as a link previewer reads
 * them (the HTML alone, no script run): their own title, description and picture in Open Graph
 * and Twitter tags, schema.org data, the site's security headers; and the clear answers for a
 * slug that is unknown, short or of an event that is over.
 */
import { parse } from 'parse5';
import { parseFeed as partytime } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../src/features/events/shared/api-types.ts';
import type { Episode } from '../../../src/features/sermons/shared/api-types.ts';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import { config } from '../../../src/platform/server/config/index.ts';
import { formOf } from '../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../helpers/podcast-fixtures.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { HEADERS_ON_FUNCTIONS, MODE } from '../../helpers/target.ts';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}

/** What a link previewer reads of a page: its meta tags, title and JSON-LD, without scripts. */
function preview(html: string) {
  const meta: Record<string, string> = {};
  const ld: Record<string, unknown>[] = [];
  let title = '';
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    if (node.nodeName === 'meta') {
      const key = attr('property') ?? attr('name');
      if (key) meta[key] = attr('content') ?? '';
    }
    if (node.nodeName === 'title') title = node.childNodes?.[0]?.value ?? '';
    if (node.nodeName === 'script' && attr('type') === 'application/ld+json')
      ld.push(JSON.parse(node.childNodes?.[0]?.value ?? '{}') as Record<string, unknown>);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html));
  return { meta, ld, title };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });

describe('a page per sermon', () => {
  // first, so production mode (an empty feed) has a sermon for the tests after it
  test('a sermon published a minute ago has its page at once', async () => {
    const cookie = `dcc_session=${await createSessionToken('podcastadmin', config())}`;
    const published = await fetch(`${server.url}/api/podcast`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      body: formOf([
        ['title', 'Fresh From the Pulpit'],
        ['author', 'Rachel Okafor'],
        ['summary', 'Psalms for the Weary'],
        ['pubDate', '2099-01-04'],
        ['audio', demoMp3(1), 'fresh.mp3'],
        ['image', await picture('jpeg', 1400), 'fresh.jpg'],
      ]),
    });
    expect(published.status).toBe(201);
    const page = await get('/sermons/2099-01-04-fresh-from-the-pulpit');
    expect(page.status).toBe(200);
    expect(preview(await page.text()).meta['og:title']).toBe('Fresh From the Pulpit | DCC');
  });

  test('previews as that sermon and carries the site’s headers', async () => {
    const [newest] = (await (await get('/api/media')).json()) as Episode[];
    expect(newest!.link).toMatch(/\/sermons\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
    const page = await get(new URL(newest!.link!).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'[^;]*;/);
    // HSTS only once the site is https (tests/site/integration/security-headers.test.ts)
    const hsts = page.headers.get('strict-transport-security');
    expect(hsts !== null, 'HSTS over http').toBe(HEADERS_ON_FUNCTIONS);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-tag')).toBe('podcast');
    const { meta, ld, title } = preview(await page.text());
    expect(title).toBe(`${newest!.title} | DCC`);
    expect(meta['og:type']).toBe('article');
    expect(meta['og:title']).toBe(`${newest!.title} | DCC`);
    expect(meta['og:url']).toBe(newest!.link);
    expect(meta['og:image']).toBe(newest!.image);
    expect(meta['og:audio']).toBe(newest!.enclosure.url);
    expect(meta['og:description']).toContain(newest!.author);
    expect(meta['twitter:title']).toBe(`${newest!.title} | DCC`);
    expect(meta['twitter:image']).toBe(newest!.image);
    expect(ld).toEqual([
      expect.objectContaining({
        '@type': 'PodcastEpisode',
        name: newest!.title,
        url: newest!.link,
      }),
    ]);
  });

  test('the feed links each item to its page', async () => {
    const feed = partytime(await (await get('/podcast.xml')).text());
    const episodes = (await (await get('/api/media')).json()) as Episode[];
    const links = new Map(episodes.map((e) => [e.guid, e.link]));
    expect(feed?.items.length).toBe(episodes.length);
    for (const item of feed?.items ?? []) expect(item.link).toBe(links.get(item.guid));
  });

  test('an unknown slug gets the site’s 404 page', async () => {
    const page = await get('/sermons/1999-01-03-no-such-sermon');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Page not found');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });
});

describe('a page per event', () => {
  test('previews as that event, with its Register button and every upcoming occurrence', async () => {
    const special = (await (await get('/api/events/special')).json()) as EventsAnswer;
    const early = special.included!.find((e) => e.attributes.name.startsWith('9:00 AM Service'))!;
    const page = await get(early.attributes.page);
    expect(page.status).toBe(200);
    const html = await page.text();
    const { meta, ld } = preview(html);
    expect(meta['og:title']).toBe(`${early.attributes.name} | DCC`);
    expect(meta['og:description']).toBe(early.attributes.summary);
    expect(meta['og:url']).toBe(`${config().siteUrl}${early.attributes.page}`);
    expect(meta['og:image']).toMatch(/^https?:\/\//);
    expect(ld[0]).toMatchObject({
      '@type': 'Event',
      name: early.attributes.name,
      offers: { url: early.attributes.registration_url },
    });
    expect(html).toContain(`href="${early.attributes.registration_url}"`);
    const occurrences = special.data.filter((o) => o.relationships.event.data.id === early.id);
    const ics = [...html.matchAll(/href="(\/api\/calendar\/special\/[^"]+\.ics)"/g)].map(
      (m) => m[1],
    );
    expect(ics).toHaveLength(occurrences.length);
    expect((await get(ics[0]!)).status).toBe(200);
  });

  test('an event without a registration address has no Register button', async () => {
    const church = (await (await get('/api/events/church')).json()) as EventsAnswer;
    const html = await (await get(church.included![0]!.attributes.page)).text();
    expect(html).not.toMatch(/>Register</);
  });

  test('a short or outdated slug is sent to the page’s full address', async () => {
    const answer = await get('/events/6101');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(
      '/events/6101-9-00-am-service-registration-required',
    );
  });

  test('an event that is over, or unknown, gets a clear page', async () => {
    // the demo's site kept the dinner from when its list showed it; a production site that
    // never showed it knows nothing of it (event-privacy.test.ts has one that ends in the test)
    const over = await get('/events/6105-harvest-dinner');
    if (MODE === 'demo') {
      expect(over.status).toBe(410);
      expect(await over.text()).toContain('Harvest Dinner has ended');
    } else {
      expect(over.status).toBe(404);
      expect(await over.text()).toContain('We could not find that event');
    }
    for (const path of ['/events/9999-no-such-event', '/events/not-an-event']) {
      const unknown = await get(path);
      expect(unknown.status, path).toBe(404);
      expect(await unknown.text(), path).toContain('We could not find that event');
    }
  });
});
