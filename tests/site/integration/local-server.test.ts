import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadNetlifyRules } from '../../../tools/local/netlify-rules.ts';
import { createRouter } from '../../../tools/local/router.ts';
import { createRequestHandler } from '../../../tools/local/server.ts';
import { closeServer, listen } from '../../../tools/local/listen.ts';

const fixtures = join(import.meta.dirname, '../../fixtures');
let server: Server;
let base: string;

beforeAll(async () => {
  const router = await createRouter(join(fixtures, 'functions'));
  const rules = await loadNetlifyRules(join(fixtures, 'site/netlify.toml'));
  const handle = createRequestHandler(router, rules, join(fixtures, 'site/dist'));
  server = createServer((req, res) => void handle(req, res));
  ({ url: base } = await listen(server));
});

afterAll(() => closeServer(server));

describe('local server', () => {
  test('streams a 64 MB binary upload to a function byte for byte', async () => {
    const chunk = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 64) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${base}/api/count`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/octet-stream' },
      duplex: 'half',
    } as RequestInit);
    expect(await response.json()).toEqual({
      bytes: 64 * 1024 * 1024,
      contentType: 'application/octet-stream',
    });
  });

  test('delivers server-sent events as they are written, not at the end', async () => {
    const response = await fetch(`${base}/api/ticks`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const arrivals: number[] = [];
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
      arrivals.push(Date.now());
    }
    expect(text.match(/event: tick/g)).toHaveLength(3);
    expect(arrivals.length).toBeGreaterThanOrEqual(3);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(60);
  });

  test('passes path params from config.path to the function', async () => {
    const response = await fetch(`${base}/api/items/42`);
    expect(await response.json()).toEqual({ id: '42' });
  });

  test('serves static files with netlify.toml headers and byte ranges', async () => {
    const whole = await readFile(join(fixtures, 'site/dist/assets/blob.bin'));
    const response = await fetch(`${base}/assets/blob.bin`, {
      headers: { Range: 'bytes=100-199' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(response.headers.get('x-test')).toBe('all');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(whole.subarray(100, 200));
  });

  test('serves /about from about.html and answers unknown paths with 404.html', async () => {
    expect(await (await fetch(`${base}/about`)).text()).toContain('<title>about');
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>missing');
  });

  test('applies redirects and rewrites from netlify.toml', async () => {
    const moved = await fetch(`${base}/old/page`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/new/page');
    const rewritten = await fetch(`${base}/app/anything/7`);
    expect(rewritten.status).toBe(200);
    expect(await rewritten.text()).toContain('<title>shell');
  });
});

describe('local server compression', () => {
  test('answers text files brotli- or gzip-compressed as the client prefers, with Vary', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { request } = await import('node:http');
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${base}/big`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const original = await readFile(join(fixtures, 'site/dist/big.html'));
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['x-test']).toBe('all');
    expect(brotliDecompressSync(br.body)).toEqual(original);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(original);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(original);
  });
});
