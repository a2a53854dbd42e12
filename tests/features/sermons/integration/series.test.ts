/**
 * Series pages and feeds (docs/requirements.md, "Series pages"): a series' page as a link
 * previewer reads it (Open Graph, canonical, its feed as an RSS alternate link) with exactly its
 * sermons newest first; its own podcast feed read by an independent parser; the description
 * staff wrote in src/content/series.json; and a 404 for a series that has no sermon.
 */
import { parse } from 'parse5';
import { parseFeed as partytime } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { createSessionToken } from '../../../../src/platform/server/auth/session.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { podcastGuid } from '../../../../src/features/sermons/server/feed/channel.ts';
import { formOf } from '../../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}

/** The head's meta and link tags, and the body's links, as a previewer or crawler reads them. */
function read(html: string) {
  const meta: Record<string, string> = {};
  const links: Record<string, string>[] = [];
  const anchors: string[] = [];
  const walk = (node: Node) => {
    const attrs = Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value]));
    if (node.nodeName === 'meta' && (attrs['property'] ?? attrs['name']))
      meta[attrs['property'] ?? attrs['name']!] = attrs['content'] ?? '';
    if (node.nodeName === 'link') links.push(attrs);
    if (node.nodeName === 'a' && attrs['href']) anchors.push(attrs['href']);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html));
  return { meta, links, anchors };
}

let server: TestServer;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { redirect: 'manual', headers });

async function publish(title: string, series: string, date: string): Promise<void> {
  const cookie = `dcc_session=${await createSessionToken('podcastadmin', config())}`;
  const answer = await fetch(`${server.url}/api/podcast`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: formOf([
      ['title', title],
      ['author', 'Rachel Okafor'],
      ['summary', series],
      ['pubDate', date],
      ['audio', demoMp3(1), 'sermon.mp3'],
      ['image', await picture('jpeg', 1400), 'art.jpg'],
    ]),
  });
  expect(answer.status, await answer.text()).toBe(201);
}

const ALPHA = 'Integration Series: Alpha & Omega';
const ALPHA_PATH = '/sermons/series/integration-series-alpha-omega';
let alpha: Episode[];

beforeAll(async () => {
  server = await startTestServer();
  // published out of order, beside another series
  await publish('Alpha Two', ALPHA, '2098-01-12');
  await publish('Alpha Three', ALPHA, '2098-01-19');
  await publish('Beta One', 'Integration Series Beta', '2098-01-26');
  await publish('Alpha One', `${ALPHA} `, '2098-01-05');
  await publish('Ruth Again', 'Ruth: The Kinsman Redeemer', '2098-02-02');
  const episodes = (await (await get('/api/media')).json()) as Episode[];
  alpha = episodes.filter((e) => e.summary.trim() === ALPHA);
}, 60_000);
afterAll(() => server.close());

describe('a series’ page', () => {
  test('previews as the series and links its own feed', async () => {
    const page = await get(ALPHA_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-tag')).toBe('podcast');
    const { meta, links } = read(await page.text());
    const url = `${config().siteUrl}${ALPHA_PATH}`;
    expect(meta['og:title']).toBe(`${ALPHA} | DCC`);
    expect(meta['og:type']).toBe('website');
    expect(meta['og:url']).toBe(url);
    expect(meta['og:description']).toBe(
      `Sermons from the series “${ALPHA}” at Dogwood Community Church.`,
    );
    // no artwork of its own: the newest sermon's picture
    expect(meta['og:image']).toBe(alpha.find((e) => e.title === 'Alpha Three')!.image);
    expect(links.find((l) => l['rel'] === 'canonical')?.['href']).toBe(url);
    expect(links.find((l) => l['rel'] === 'alternate')).toEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `Dogwood Community Church: ${ALPHA}`,
      href: `${url}/feed.xml`,
    });
  });

  test('lists exactly the series’ sermons, newest first, each linked to its page', async () => {
    const { anchors } = read(await (await get(ALPHA_PATH)).text());
    const sermons = anchors.filter((href) => /\/sermons\/\d{4}-/.test(href));
    const byTitle = (title: string) => alpha.find((e) => e.title === title)!.link;
    expect(sermons).toEqual(['Alpha Three', 'Alpha Two', 'Alpha One'].map(byTitle));
  });

  test('shows the description staff wrote for the series', async () => {
    const { meta } = read(await (await get('/sermons/series/ruth-the-kinsman-redeemer')).text());
    expect(meta['og:title']).toBe('Ruth: The Kinsman Redeemer | DCC');
    expect(meta['og:description']).toMatch(/^A short story of famine, loyalty and a field/);
  });
});

describe('a series’ own podcast feed', () => {
  test('holds exactly the series’ episodes and names the series', async () => {
    const answer = await get(`${ALPHA_PATH}/feed.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers.get('cache-tag')).toBe('podcast');
    const feedUrl = `${config().siteUrl}${ALPHA_PATH}/feed.xml`;
    const feed = partytime(await answer.text());
    expect(feed?.title).toBe(`Dogwood Community Church: ${ALPHA}`);
    expect(feed?.guid).toBe(podcastGuid(feedUrl));
    expect(feed?.link).toBe(`${config().siteUrl}${ALPHA_PATH}`);
    expect(feed?.items.map((i) => i.title)).toEqual(['Alpha Three', 'Alpha Two', 'Alpha One']);
    expect(feed?.items.map((i) => i.link)).toEqual(
      ['Alpha Three', 'Alpha Two', 'Alpha One'].map((t) => alpha.find((e) => e.title === t)!.link),
    );
    const again = await get(`${ALPHA_PATH}/feed.xml`, {
      'if-none-match': answer.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });
});

describe('an unknown series', () => {
  // the last: a series that has only a description, no sermon yet
  test.each([
    '/sermons/series/no-such-series',
    '/sermons/series/no-such-series/feed.xml',
    '/sermons/series/advent-2098',
  ])('%s is the site’s 404 page', async (path) => {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
    expect(await answer.text()).toContain('Page not found');
  });
});
