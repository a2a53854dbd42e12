import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import type { UploadProgress } from '../../../../src/features/podcast/shared/types.ts';
import { sseResponse } from '../../../../src/platform/server/http/sse.ts';
import {
  progressReporter,
  watchProgress,
} from '../../../../src/features/podcast/server/upload/progress.ts';
import { createStorage, type Storage } from '../../../../src/platform/server/storage/index.ts';

/** A storage that counts the calls a watcher makes. */
function counting(storage: Storage): { storage: Storage; calls: { list: number; get: number } } {
  const calls = { list: 0, get: 0 };
  const counted: Storage = Object.create(storage) as Storage;
  counted.list = (prefix) => (calls.list++, storage.list(prefix));
  counted.get = (key, range) => (calls.get++, storage.get(key, range));
  return { storage: counted, calls };
}

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

  test('ends by itself after maxMs, and when the channel is closed', async () => {
    const unsubscribe = vi.fn();
    const started = Date.now();
    const timed = sseResponse(new Request('http://x/'), () => unsubscribe, { maxMs: 50 });
    expect(await timed.text()).toBe('retry: 5000\n: connected\n\n');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const closed = sseResponse(new Request('http://x/'), (channel) => {
      channel.send('end', {});
      channel.close();
      return unsubscribe;
    });
    expect(await closed.text()).toContain('event: end\ndata: {}\n\n');
    expect(unsubscribe).toHaveBeenCalledTimes(2);
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
    const report = progressReporter(
      { storage: uploader, clock: systemClock },
      'upload',
      'a.mp3',
      1000,
    );
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
    const earlier = progressReporter({ storage, clock: systemClock }, 'upload', 'old.mp3', 10);
    await earlier.finish(true);
    // records are stamped to the second: the watcher starts in a later second than the old upload
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const heard: UploadProgress[] = [];
    const stop = watchProgress(storage, (p) => heard.push(p), { since: Date.now(), intervalMs: 5 });
    const report = progressReporter({ storage, clock: systemClock }, 'upload', 'b.mp3', 100);
    report.update(40);
    await report.finish(false);
    await vi.waitFor(() => expect(heard.at(-1)?.done).toBe(true));
    stop();
    expect(heard.map((p) => p.file)).not.toContain('old.mp3');
    expect(heard.at(-1)).toEqual({ action: 'failed', file: 'b.mp3', percent: 40, done: true });
  });
});

describe('progress pushed within one process', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-progress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test("hears this process's steps at once, with no storage read, and polls at most once a second", async () => {
    const { storage, calls } = counting(createStorage({ kind: 'fs', dir }));
    const heard: UploadProgress[] = [];
    const stop = watchProgress(storage, (p) => heard.push(p), { since: Date.now() });
    const report = progressReporter(
      { storage: createStorage({ kind: 'fs', dir }), clock: systemClock },
      'upload',
      'c.mp3',
      100,
    );
    report.update(10);
    report.update(60);
    expect(heard.map((p) => p.percent)).toEqual([10, 60]); // synchronously, before any poll
    await report.finish(true);
    expect(heard.at(-1)).toEqual({ action: 'upload', file: 'c.mp3', percent: 100, done: true });
    // the behaviour under test is how often it polls in a stretch of time: 2.5 s of it
    await new Promise((resolve) => setTimeout(resolve, 2500));
    stop();
    // the old watcher listed every 250 ms (10 lists in 2.5 s) and read each changed record
    expect(calls.list).toBeLessThanOrEqual(3);
    expect(calls.get).toBe(0);
    expect(heard).toHaveLength(3);
  });

  test('says it is settled once every upload it heard of has ended and no other began', async () => {
    const storage = createStorage({ kind: 'fs', dir });
    const settled = vi.fn();
    const stop = watchProgress(storage, () => {}, {
      since: Date.now(),
      // long enough that a busy machine starts the second upload within it
      settleMs: 250,
      onSettled: settled,
    });
    const image = progressReporter({ storage, clock: systemClock }, 'upload', 'i.png', 10);
    image.update(5);
    await image.finish(true);
    const audio = progressReporter({ storage, clock: systemClock }, 'upload', 'a.mp3', 10);
    audio.update(1); // began within the settle time: not settled yet
    // twice the settle time passes with an upload open: that it is not settled is the point
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(settled).not.toHaveBeenCalled();
    await audio.finish(true);
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    stop();
  });
});
