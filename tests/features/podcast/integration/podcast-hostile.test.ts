/**
 * Wrong and hostile podcast requests on their mode's storage (tests/helpers/mode-storage.ts): each gets a clear error and the
 * stored data stays byte-identical (renamed types, traversal in the guid-suffix, oversized and
 * interrupted bodies, bad fields, missing or wrong sessions).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STORAGE } from '../../../helpers/mode-storage.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3, mp3Stream, picture } from '../../../helpers/podcast-fixtures.ts';
import { raw } from '../../../site/integration/raw-request.ts';
import { TARGET } from '../../../helpers/target.ts';

/**
 * Netlify's engine, unlike our servers, reads a request whole before a function sees it: it
 * resolves `..` and `%2e%2e` in the path first (a PUT on a static file is 405), and refuses a body over its
 * 6 MB limit itself (tools/netlify/preload.mjs), so the function's own size messages never show.
 */
const ON_NETLIFY = TARGET === 'preview';

// filled in by the describe below; its blocks run in order on one server
let h: PodcastHarness;
let before: string;
let admin: Record<string, string>;

/** Wrong files, paths and sizes. */
function wrongFilesAndPaths(): void {
  test('a PNG renamed .mp3 gets 415 and a clear message', async () => {
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Renamed'],
      ['audio', await picture('png', 1400), 'sermon.mp3'],
    ]);
    expect(answer.status).toBe(415);
    expect(answer.message).toMatch(/must be an MP3 \(it is a PNG image\)/);
    const image = await h.submit('POST', '/api/podcast', [
      ['title', 'Renamed'],
      ['image', demoMp3(2), 'art.png'],
      ['audio', demoMp3(1), 'a.mp3'],
    ]);
    expect(image.status).toBe(415);
    expect(await h.snapshot()).toBe(before);
  });

  test('traversal in the guid-suffix is a 404 (an undecodable one 400), never a path', async () => {
    for (const path of [
      '/api/podcast/../../podcast/feed.xml',
      '/api/podcast/..%2F..%2Fpodcast%2Ffeed.xml',
      '/api/podcast/%2e%2e/%2e%2e/etc/passwd',
      '/api/podcast/2026/..%2f..%2fmedia',
    ]) {
      for (const method of ['PUT', 'DELETE']) {
        const answer = await raw(h.server.url, { method, path, headers: admin });
        // on Netlify's engine a path its dots lead out of reaches no function: 404, or 405 on a file
        expect(ON_NETLIFY ? [404, 405] : [404], `${method} ${path}`).toContain(answer.status);
      }
    }
    // an escape that cannot be decoded never reaches the function (tools/local/safe-address.ts)
    for (const method of ['PUT', 'DELETE']) {
      const answer = await raw(h.server.url, {
        method,
        path: '/api/podcast/%E0%A4%A',
        headers: admin,
      });
      expect(answer.status, method).toBe(400);
    }
    expect(await h.snapshot()).toBe(before);
  });

  test('oversized bodies get 413, declared or streamed', async () => {
    const declared = await raw(h.server.url, {
      method: 'POST',
      path: '/api/podcast',
      headers: {
        ...admin,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(2 ** 31),
      },
      body: Buffer.from('--x\r\n'),
      cut: true, // the answer comes before the body: it is refused on its declared length
    });
    expect(declared.status, declared.body).toBe(413);
    expect(declared.body).toMatch(
      ON_NETLIFY ? /larger than the 6 MB/ : /larger than the \d+ MB limit/,
    );
    const png = await picture('png', 1400);
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024, 7)]);
    const streamed = await h.submit('POST', '/api/podcast', [
      ['title', 'Huge art'],
      ['audio', demoMp3(1), 'a.mp3'],
      ['image', big, 'art.png'],
    ]);
    expect(streamed.status, streamed.message).toBe(413);
    if (!ON_NETLIFY) expect(streamed.message).toMatch(/image file is larger than the 10 MB limit/);
    expect(await h.snapshot()).toBe(before);
  });
}

/** Interrupted uploads, bad fields and wrong sessions. */
function cutFieldsAndSessions(): void {
  test('an upload cut off half-way leaves nothing behind', async () => {
    const boundary = 'cutcutcut';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.mp3"\r\n` +
        'Content-Type: audio/mpeg\r\n\r\n',
    );
    const audio = Buffer.concat([...mp3Stream(4 * 1024 * 1024)]);
    await raw(h.server.url, {
      method: 'POST',
      path: '/api/podcast',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([head, audio]),
      cut: true,
    });
    // the server clears the cut upload away once it notices the connection went
    await expect.poll(() => h.snapshot(), { timeout: 5_000, interval: 100 }).toBe(before);
  });

  test('bad fields get 400 with what to fix', async () => {
    const audio: [string, Buffer, string] = ['audio', demoMp3(1), 'a.mp3'];
    const cases: [[string, string | Buffer, string?][], RegExp][] = [
      [[audio], /give the episode a title/],
      [[['title', 'No audio']], /choose an MP3 audio file/],
      [
        [['title', 'x'], ['pubDate', '2025-02-30'], audio],
        /publish date "2025-02-30" is not a date/,
      ],
      [
        [['title', 'x'], ['videoLink', 'javascript:alert(1)'], audio],
        /video link must be a web address/,
      ],
      [[['title', 'x'], ['previousImage', 'https://evil.example/x.png'], audio], /previous image/],
      [[['title', 'x'], ['image', await picture('png', 200), 'small.png'], audio], /200x200 px/],
    ];
    for (const [parts, message] of cases) {
      const answer = await h.submit('POST', '/api/podcast', parts);
      expect(answer.status, String(message)).toBe(400);
      expect(answer.message).toMatch(message);
    }
    const json = await fetch(`${h.server.url}/api/podcast`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: '{"title":"x"}',
    });
    expect(json.status).toBe(415);
    expect(await h.snapshot()).toBe(before);
  });

  test('sessions: 401 without, 403 for another area or another origin', async () => {
    const form = () => {
      const body = new FormData();
      body.append('title', 'Intruder');
      return body;
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${h.server.url}/api/podcast`, { method: 'POST', headers, body: form() });
    expect((await post({ origin: h.server.url })).status).toBe(401);
    const directory = await h.cookie('directory');
    expect((await post({ cookie: directory, origin: h.server.url })).status).toBe(403);
    expect((await post({ ...admin, origin: 'https://evil.example' })).status).toBe(403);
    const del = await fetch(`${h.server.url}/api/podcast/x.mp3`, {
      method: 'DELETE',
      headers: { origin: h.server.url },
    });
    expect(del.status).toBe(401);
    expect((await fetch(`${h.server.url}/api/sse`)).status).toBe(401);
    expect(
      (await fetch(`${h.server.url}/api/sse`, { headers: { cookie: directory } })).status,
    ).toBe(403);
    expect(await h.snapshot()).toBe(before);
  });
}

describe(`hostile podcast requests on ${STORAGE}`, () => {
  beforeAll(async () => {
    h = await startPodcastHarness();
    const created = await h.submit('POST', '/api/podcast', [
      ['title', 'Target'],
      ['audio', demoMp3(1), 'a.mp3'],
    ]);
    expect(created.status).toBe(201);
    admin = { cookie: await h.cookie('podcastadmin'), origin: h.server.url };
    before = await h.snapshot();
  });
  afterAll(() => h?.close());

  describe('wrong files, paths and sizes', wrongFilesAndPaths);
  describe('interrupted uploads, bad fields and sessions', cutFieldsAndSessions);
});
