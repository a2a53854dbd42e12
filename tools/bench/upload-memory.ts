/**
 * Memory during a large podcast upload: starts the local server as a child
 * process, logs in as the podcast admin, streams a generated 300 MB multipart body holding a
 * valid MP3 to POST /api/podcast, samples the server's resident memory (VmRSS in
 * /proc/<pid>/status) throughout, and reports idle vs peak. Fails when the peak is more than
 * 100 MB above idle. Usage: node tools/bench/upload-memory.ts [megabytes]
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnServer } from '../local/spawn-server.ts';

const MB = 1024 * 1024;
const size = Number(process.argv[2] ?? 300) * MB;
const LIMIT = 100 * MB;

async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'podcastadmin', password: 'demo-podcast' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Whole copies of a tag-less CBR demo MP3, so every block boundary is a frame boundary. */
function* audioBlocks(total: number): Generator<Buffer> {
  const file = readFileSync(new URL('../../tests/fixtures/audio/sermon-3.mp3', import.meta.url));
  const block = Buffer.concat(Array.from({ length: Math.floor(MB / file.length) }, () => file));
  for (let sent = 0; sent < total; sent += block.length) {
    yield block.subarray(0, Math.min(block.length, total - sent));
  }
}

/** Streams the multipart body with backpressure; resolves with the answer. */
function upload(url: string, cookie: string): Promise<{ status: number; body: string }> {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMemory Bench\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audioSize"\r\n\r\n${size}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="bench.mp3"\r\n` +
      'Content-Type: audio/mpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/podcast`, {
      method: 'POST',
      headers: {
        cookie,
        origin: url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    void (async () => {
      req.write(head);
      for (const block of audioBlocks(size)) {
        if (!req.write(block)) await new Promise((r) => req.once('drain', r));
      }
      req.end(tail);
    })();
  });
}

const server = await spawnServer();
const { child, url } = server;
const pid = child.pid!;
try {
  const cookie = await logIn(url);
  await fetch(`${url}/api/media`); // seed the demo archive first: it is not part of the upload
  await sleep(1000);
  const idle = Math.max(...(await Promise.all([0, 1, 2].map(() => rss(pid)))));
  let peak = idle;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss(pid));
      await sleep(25);
    }
  })();
  const started = Date.now();
  const answer = await upload(url, cookie);
  const seconds = (Date.now() - started) / 1000;
  sampling = false;
  await sampler;
  const growth = peak - idle;
  const mb = (n: number) => (n / MB).toFixed(1);
  console.log(
    `upload: ${mb(size)} MB in ${seconds.toFixed(1)} s (${mb(size / seconds)} MB/s), answer ${answer.status} ${answer.body}`,
  );
  console.log(
    `server RSS: idle ${mb(idle)} MB, peak ${mb(peak)} MB, growth ${mb(growth)} MB (limit ${mb(LIMIT)} MB)`,
  );
  const ok = answer.status === 201 && growth <= LIMIT;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
