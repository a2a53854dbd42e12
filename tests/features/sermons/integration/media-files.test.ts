/**
 * /media/* through the local server's real router: stored media with content types, byte
 * ranges for seeking, revalidation, and no way out of the `media/` prefix.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../../../src/platform/server/auth/password.ts';
import { getConfig, resetConfig, useConfig } from '../../../../src/platform/server/config/index.ts';
import { loadNetlifyRules } from '../../../../tools/local/netlify-rules.ts';
import { createRouter } from '../../../../tools/local/router.ts';
import { createRequestHandler } from '../../../../tools/local/server.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import { closeServer, listen } from '../../../../tools/local/listen.ts';

const audio = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 31) % 256));
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let server: Server;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dcc-media-'));
  useConfig(getConfig({ DATA_DIR: dataDir }));
  const storage = serverDeps().storage;
  await storage.put('media/sermons/2025-01-05.mp3', audio, { contentType: 'audio/mpeg' });
  await storage.put('media/images/cover art.png', png, { contentType: 'image/png' });
  await storage.put('podcast/feed.xml', '<rss>private draft</rss>', {
    contentType: 'application/rss+xml',
  });
  await writeFile(join(dataDir, 'secret.txt'), 'TOP SECRET');
  const root = process.cwd();
  const router = await createRouter(join(root, 'netlify/functions'));
  const handle = createRequestHandler(
    router,
    await loadNetlifyRules(join(root, 'netlify.toml')),
    null,
  );
  server = createServer((req, res) => void handle(req, res));
  ({ url: base } = await listen(server));
});

afterAll(async () => {
  await closeServer(server);
  resetConfig();
  await rm(dataDir, { recursive: true, force: true });
});

/** A request whose path goes out exactly as written (fetch would normalise `..`). */
function raw(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { path }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString('latin1')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const MP3 = '/media/sermons/2025-01-05.mp3';

describe('media files: whole files and ranges', () => {
  test('serves a stored file whole with its type, length, etag and cache headers', async () => {
    const response = await fetch(`${base}${MP3}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-length')).toBe('10000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(audio);
    const image = await fetch(`${base}/media/images/cover%20art.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  test('reads the files the storage keeps under DATA_DIR/storage', async () => {
    const file = join(dataDir, 'storage/objects/media/sermons/2025-01-05.mp3');
    expect(await readFile(file)).toEqual(audio);
  });

  test('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${base}${MP3}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('10000');
    expect(await response.text()).toBe('');
  });

  test.each([
    ['bytes=100-199', 100, 199],
    ['bytes=9000-', 9000, 9999],
    ['bytes=-500', 9500, 9999],
    ['bytes=9990-20000', 9990, 9999],
  ])('answers Range %s with 206 and those bytes', async (range, start, end) => {
    const response = await fetch(`${base}${MP3}`, { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/10000`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(audio.subarray(start, end + 1));
  });
});

describe('media files: bad ranges, caching and refusals', () => {
  test('answers a range past the end with 416 and the real size', async () => {
    const response = await fetch(`${base}${MP3}`, { headers: { Range: 'bytes=10000-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10000');
  });

  test('sends the whole file for a malformed range or a stale If-Range', async () => {
    const malformed = await fetch(`${base}${MP3}`, { headers: { Range: 'bytes=abc' } });
    expect(malformed.status).toBe(200);
    const stale = await fetch(`${base}${MP3}`, {
      headers: { Range: 'bytes=0-9', 'If-Range': '"not-the-etag"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('content-length')).toBe('10000');
  });

  test('answers a matching If-None-Match with 304', async () => {
    const etag = (await fetch(`${base}${MP3}`, { method: 'HEAD' })).headers.get('etag')!;
    const response = await fetch(`${base}${MP3}`, { headers: { 'If-None-Match': etag } });
    expect(response.status).toBe(304);
  });

  test('answers a missing file with 404 JSON', async () => {
    const response = await fetch(`${base}/media/sermons/nope.mp3`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'There is no such media file.' });
  });

  test.each([
    '/media/..%2f..%2f..%2fsecret.txt',
    '/media/..%2fpodcast%2ffeed.xml',
    '/media/sermons%2f..%2f..%2fpodcast%2ffeed.xml',
    '/media/..%5c..%5csecret.txt',
    '/media/a%00b.mp3',
    '/media/%2fetc%2fpasswd',
    '/media/%E0%A4%A',
    '/media/../podcast/feed.xml',
    '/media/%2e%2e/%2e%2e/secret.txt',
    '/media/',
  ])('never reads outside media/ for %s', async (path) => {
    const response = await raw(path);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('SECRET');
    expect(response.body).not.toContain('private draft');
  });
});

describe('media files with S3 storage', () => {
  test('answers 404: the media host serves them', async () => {
    const hash = await hashPassword('a real password');
    useConfig(
      getConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        MEDIA_PUBLIC_URL: 'https://media.example.org/',
        SITE_URL: base,
        SESSION_SECRET: 'x'.repeat(48),
        DIRECTORY_PASSWORD_HASH: hash,
        TEACHER_PASSWORD_HASH: hash,
        PODCAST_PASSWORD_HASH: hash,
      }),
    );
    try {
      const response = await fetch(`${base}${MP3}`);
      expect(response.status).toBe(404);
      expect((await response.json()) as { message: string }).toHaveProperty('message');
    } finally {
      useConfig(getConfig({ DATA_DIR: dataDir }));
    }
  });
});
