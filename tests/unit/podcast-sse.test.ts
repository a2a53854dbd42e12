import { describe, expect, test, vi } from 'vitest';
import { sseResponse } from '../../src/server/http/sse.ts';
import {
  progressReporter,
  publishProgress,
  subscribeProgress,
} from '../../src/server/podcast/progress.ts';

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

describe('progressReporter', () => {
  test('publishes each whole percent once and a final done event', () => {
    const heard: unknown[] = [];
    const stop = subscribeProgress((p) => heard.push(p));
    const report = progressReporter('upload', 'a.mp3', 1000);
    for (const loaded of [0, 5, 10, 500, 501, 1000]) report.update(loaded);
    report.finish(true);
    stop();
    publishProgress({ action: 'upload', file: 'late', percent: 1, done: false });
    expect(heard).toEqual([
      { action: 'upload', file: 'a.mp3', percent: 0, done: false },
      { action: 'upload', file: 'a.mp3', percent: 1, done: false },
      { action: 'upload', file: 'a.mp3', percent: 50, done: false },
      { action: 'upload', file: 'a.mp3', percent: 99, done: false },
      { action: 'upload', file: 'a.mp3', percent: 100, done: true },
    ]);
  });
});
