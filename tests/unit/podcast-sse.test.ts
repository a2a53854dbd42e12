import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { UploadProgress } from '../../src/lib/api-types.ts';
import { sseResponse } from '../../src/server/http/sse.ts';
import { progressReporter, watchProgress } from '../../src/server/podcast/progress.ts';
import { createStorage } from '../../src/server/storage/index.ts';

describe('sseResponse', () => {
  test('sends named JSON events and keep-alive comments, and unsubscribes on abort', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const unsubscribe = vi.fn();
    let send: ((event: string, data: unknown) => void) | undefined;
    const response = sseResponse(
      new Request('http://x/api/sse', { signal: controller.signal }),
      (channel) => {
        send = (event, data) => channel.send(event, data);
        return unsubscribe;
      },
      { keepAliveMs: 1000 },
    );
    send?.('s3UploadStatus', { action: 'upload', file: 'a.mp3', percent: 5, done: false });
    vi.advanceTimersByTime(1000);
    controller.abort();
    vi.useRealTimers();
    const text = await response.text();
    expect(text).toBe(
      'retry: 5000\n: connected\n\n' +
        'event: s3UploadStatus\ndata: {"action":"upload","file":"a.mp3","percent":5,"done":false}\n\n' +
        ': keep-alive\n\n',
    );
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  test('unsubscribes when the reader cancels', async () => {
    const unsubscribe = vi.fn();
    const response = sseResponse(new Request('http://x/'), () => unsubscribe);
    await response.body?.cancel();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('progress through storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-progress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('a watcher in another instance hears each whole percent once, in order, then done', async () => {
    const uploader = createStorage({ kind: 'fs', dir });
    const watcher = createStorage({ kind: 'fs', dir });
    const heard: UploadProgress[] = [];
    const stop = watchProgress(watcher, (p) => heard.push(p), { since: Date.now(), intervalMs: 5 });
    const report = progressReporter(uploader, 'upload', 'a.mp3', 1000);
    for (const loaded of [0, 5, 10, 500, 501, 1000]) report.update(loaded);
    await report.finish(true);
    await vi.waitFor(() => expect(heard.at(-1)?.done).toBe(true));
    stop();
    expect(heard).toEqual([
      { action: 'upload', file: 'a.mp3', percent: 0, done: false },
      { action: 'upload', file: 'a.mp3', percent: 1, done: false },
      { action: 'upload', file: 'a.mp3', percent: 50, done: false },
      { action: 'upload', file: 'a.mp3', percent: 99, done: false },
      { action: 'upload', file: 'a.mp3', percent: 100, done: true },
    ]);
  });

  test('a failed upload ends with done at the last percent reached; old uploads stay unheard', async () => {
    const storage = createStorage({ kind: 'fs', dir });
    const earlier = progressReporter(storage, 'upload', 'old.mp3', 10);
    await earlier.finish(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const heard: UploadProgress[] = [];
    const stop = watchProgress(storage, (p) => heard.push(p), { since: Date.now(), intervalMs: 5 });
    const report = progressReporter(storage, 'upload', 'b.mp3', 100);
    report.update(40);
    await report.finish(false);
    await vi.waitFor(() => expect(heard.at(-1)?.done).toBe(true));
    stop();
    expect(heard.map((p) => p.file)).not.toContain('old.mp3');
    expect(heard.at(-1)).toEqual({ action: 'failed', file: 'b.mp3', percent: 40, done: true });
  });
});
