/**
 * GET /api/sse: the admin hears `s3UploadStatus` events for the uploads this server handles,
 * from the first bytes to `done`; the stream ends cleanly when the client goes away.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UploadProgress } from '../../src/lib/api-types.ts';
import { startPodcastHarness, type PodcastHarness } from '../helpers/podcast-client.ts';
import { mp3Stream } from '../helpers/podcast-fixtures.ts';
import { MODE } from '../helpers/target.ts';

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

describe('GET /api/sse', () => {
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

  test('answers 401 without a session and 403 for another area', async () => {
    expect((await fetch(`${h.server.url}/api/sse`)).status).toBe(401);
    const teacher = await h.cookie('dccyouth');
    expect((await fetch(`${h.server.url}/api/sse`, { headers: { cookie: teacher } })).status).toBe(
      403,
    );
  });
});
