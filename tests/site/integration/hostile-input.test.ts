/**
 * Bad input is refused early and cleanly, in whichever way the site runs: bodies past a cap get
 * 413 while they stream in (with or without a length) and the server stays up; JSON nested too
 * deeply gets a 400 that says so; a title holding replacement patterns shows as written. After
 * every refusal what is stored is byte-identical.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { escapeHtml } from '../../../src/platform/shared/html.ts';
import { MAX_JSON_DEPTH } from '../../../src/platform/shared/json-depth.ts';
import { startPodcastHarness, type PodcastHarness } from '../../helpers/podcast-client.ts';
import { demoMp3 } from '../../helpers/podcast-fixtures.ts';

/** POSTs `megabytes` of body in 64 KB chunks without a Content-Length; the answer's status. */
function chunkedPost(url: string, headers: Record<string, string>, megabytes: number) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // the server may close the connection once it has answered: that is no failure here
    req.on('error', () => resolve({ status: -1, body: '' }));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let left = megabytes * 16;
    const write = (): void => {
      while (left-- > 0) if (!req.write(chunk)) return void req.once('drain', write);
      req.end();
    };
    req.write('{"a":"');
    write();
  });
}

let h: PodcastHarness;
let before: string;
let admin: Record<string, string>;
beforeAll(async () => {
  h = await startPodcastHarness();
  admin = { cookie: await h.cookie('podcastadmin'), origin: h.server.url };
  await h.episodes(); // the demo archive is made on the first read: made before the snapshot
  before = await h.snapshot();
});
afterAll(() => h?.close());

describe('hostile input', () => {
  test('big chunked bodies get 413 early and the server keeps answering', async () => {
    const teacher = { cookie: await h.cookie('dccyouth'), origin: h.server.url };
    const json = { 'content-type': 'application/json' };
    const targets: [string, Record<string, string>][] = [
      ['/login', { ...json, origin: h.server.url }],
      ['/api/attachment', { ...json, ...teacher }],
      ['/api/plans/attachment', { ...json, ...teacher }],
      ['/api/podcast-uploads/start', { ...json, ...admin }],
    ];
    for (const [path, headers] of targets) {
      const answer = await chunkedPost(`${h.server.url}${path}`, headers, 24);
      // the 413 may be cut off by the connection closing under the rest of the body
      if (answer.status !== -1) expect(answer.status, `${path} ${answer.body}`).toBe(413);
      const alive = await fetch(`${h.server.url}/api/blog`);
      expect(alive.status, `after ${path}`).toBe(200);
    }
    expect(await h.snapshot()).toBe(before);
  });

  test('JSON nested too deeply gets 400 saying so, never 500', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const chapters = Buffer.from(`{"version":"1.2.0","chapters":${deep}}`);
    const episode = await h.submit('POST', '/api/podcast', [
      ['title', 'Deep chapters'],
      ['audio', demoMp3(1), 'a.mp3'],
      ['chaptersFile', chapters, 'chapters.json'],
    ]);
    expect(episode.status, episode.message).toBe(400);
    expect(episode.message).toContain(`more than ${MAX_JSON_DEPTH} levels deep`);
    const upload = await fetch(`${h.server.url}/api/podcast-uploads/start`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: `{"files":${'['.repeat(2000)}${']'.repeat(2000)}}`,
    });
    expect(upload.status).toBe(400);
    expect(((await upload.json()) as { message: string }).message).toMatch(/levels deep/);
    expect(await h.snapshot()).toBe(before);
  });
});

describe('hostile titles', () => {
  test('a title with replacement patterns shows as written on its sermon page', async () => {
    const title = "Grace $& $` $' $$ and $1";
    const made = await h.submit('POST', '/api/podcast', [
      ['title', title],
      ['pubDate', '2099-02-01'],
      ['audio', demoMp3(1), 'grace.mp3'],
    ]);
    expect(made.status, made.message).toBe(201);
    const episode = (await h.episodes()).find((e) => e.title === title);
    expect(episode?.link).toBeDefined();
    const page = await fetch(new URL(new URL(episode!.link!).pathname, h.server.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${escapeHtml(title)}`);
    expect(html).toContain(`<h1`);
    expect(html.split(escapeHtml(title)).length).toBeGreaterThan(2);
  });
  test('a title holding slot markers shows them as written and pulls nothing in', async () => {
    const title = 'Markers __DCC_DESCRIPTION__ __DCC_URL__ __DCC_IMAGE__ __DCC_TITLE__';
    const summary = 'A SUMMARY THAT MUST APPEAR ONLY WHERE IT BELONGS';
    const made = await h.submit('POST', '/api/podcast', [
      ['title', title],
      ['summary', summary],
      ['pubDate', '2099-02-02'],
      ['audio', demoMp3(1), 'markers.mp3'],
    ]);
    expect(made.status, made.message).toBe(201);
    const episode = (await h.episodes()).find((e) => e.title === title)!;
    const page = await fetch(new URL(new URL(episode.link!).pathname, h.server.url));
    const html = await page.text();
    expect(html).toContain(`<title>${title}`);
    const head = html.slice(0, html.indexOf('</head>'));
    // the description shows where the frame puts it, never inside the title
    expect(head.slice(head.indexOf('<title>'), head.indexOf('</title>'))).not.toContain(summary);
    expect(html).not.toContain('<dcc-slot');
  });
});
