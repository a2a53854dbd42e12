/**
 * GET /api/sse: the admin hears `s3UploadStatus` events for the uploads this server handles,
 * from the first bytes to `done`; the stream ends cleanly when the client goes away.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { UploadProgress } from '../../../../src/features/podcast/shared/types.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { mp3Stream } from '../../../helpers/podcast-fixtures.ts';
import { MODE, TARGET } from '../../../helpers/target.ts';

let h: PodcastHarness;
beforeAll(async () => {
  h = await startPodcastHarness();
});
afterAll(() => h?.close());

/** Reads named events from an open event stream until `until` says stop. */
async function collect(
  body: ReadableStream<Uint8Array>,
  until: (events: UploadProgress[]) => boolean,
): Promise<{ events: UploadProgress[]; text: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: UploadProgress[] = [];
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    events.length = 0;
    for (const block of blocks) {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name === 's3UploadStatus' && data) events.push(JSON.parse(data) as UploadProgress);
    }
  }
  await reader.cancel();
  return { events, text };
}

describe('GET /api/sse: progress and ending', () => {
  test('streams upload progress for the podcast admin, ending with done', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${h.server.url}/api/sse`, {
      headers: { cookie: await h.cookie('podcastadmin') },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const audio = Buffer.concat([...mp3Stream(3 * 1024 * 1024)]);
    const heard = collect(stream.body!, (events) => events.some((e) => e.done));
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Progress'],
      ['audioSize', String(audio.length)],
      ['audio', audio, 'progress sermon.mp3'],
    ]);
    expect(answer.status).toBe(201);
    const { events, text } = await heard;
    controller.abort();
    expect(text).toMatch(/^retry: \d+/);
    // S3 reports progress once per 5 MB part: a 3 MB file gives its first step and the last
    expect(events.length).toBeGreaterThan(MODE === 'production' ? 1 : 2);
    expect(events.every((e) => e.file === 'progress sermon.mp3' && e.action === 'upload')).toBe(
      true,
    );
    const percents = events.map((e) => e.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(events.at(-1)).toEqual({
      action: 'upload',
      file: 'progress sermon.mp3',
      percent: 100,
      done: true,
    });
  });

  test('ends with an `end` event once its upload is over, without the client going away', async () => {
    const stream = await fetch(`${h.server.url}/api/sse`, {
      headers: { cookie: await h.cookie('podcastadmin') },
    });
    const reader = stream.body!.getReader();
    const read = (async () => {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += new TextDecoder().decode(value);
      }
    })();
    const audio = Buffer.concat([...mp3Stream(1024 * 1024)]);
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Ends'],
      ['audioSize', String(audio.length)],
      ['audio', audio, 'ends.mp3'],
    ]);
    expect(answer.status).toBe(201);
    const text = await read; // resolves only when the server closes the stream
    expect(text).toContain('"done":true');
    expect(text).toMatch(/event: end\ndata: \{"reason":"uploads ended"\}\n\n$/);
  });

  test('ends after its time limit even with no upload (?maxSeconds= asks for less than 10 minutes)', async () => {
    const started = Date.now();
    const stream = await fetch(`${h.server.url}/api/sse?maxSeconds=1`, {
      headers: { cookie: await h.cookie('podcastadmin') },
    });
    expect(stream.status).toBe(200);
    expect(await stream.text()).toMatch(/^retry: \d+/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(8000);
  });
});

describe('GET /api/sse: limits and access', () => {
  // a per-instance counter (docs/security.md, "What is out of scope, or accepted"): Netlify CLI starts every request
  // afresh, so it is checked on the sources
  test.skipIf(TARGET === 'preview')(
    'allows two open streams per session; a third gets 429 until one closes',
    async () => {
      // each stream is closed by cancelling its body, as a browser closes an EventSource: Node's
      // fetch may lose an AbortController's link to its request in a garbage collection
      const cookie = await h.cookie('podcastadmin');
      const stream = async (session: string, query = '') =>
        fetch(`${h.server.url}/api/sse${query}`, { headers: { cookie: session } });
      const open = await Promise.all([stream(cookie), stream(cookie)]);
      expect(open.map((r) => r.status)).toEqual([200, 200]);
      const third = await stream(cookie);
      expect(third.status).toBe(429);
      expect(((await third.json()) as { message: string }).message).toContain('Too many');
      // another session is not counted with this one
      const elsewhere = await stream(await h.cookie('podcastadmin'));
      expect(elsewhere.status).toBe(200);
      await elsewhere.body?.cancel();
      await open[0].body?.cancel();
      await vi.waitFor(
        async () => {
          const again = await stream(cookie, '?maxSeconds=1');
          await again.body?.cancel();
          expect(again.status).toBe(200);
        },
        { timeout: 5000, interval: 200 },
      );
      await open[1].body?.cancel();
    },
  );

  test('answers 401 without a session', async () => {
    expect((await fetch(`${h.server.url}/api/sse`)).status).toBe(401);
  });

  test("answers 403 for another area's session", async () => {
    const teacher = await h.cookie('dccyouth');
    expect((await fetch(`${h.server.url}/api/sse`, { headers: { cookie: teacher } })).status).toBe(
      403,
    );
  });
});
