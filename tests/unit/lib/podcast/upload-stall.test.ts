/**
 * A part upload that goes silent (no progress, no error) is aborted after STALL_MS and sent
 * again; one that keeps moving is left alone, however long it takes. Fake timers, a stand-in XHR.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sendParts } from '../../../../src/browser/podcast/upload/send-parts.ts';
import { STALL_MS, watchStall } from '../../../../src/lib/podcast/upload-stall.ts';

type Script = (xhr: FakeXhr) => void;

class FakeXhr {
  static made: FakeXhr[] = [];
  static scripts: Script[] = [];
  status = 0;
  aborted = false;
  headers: Record<string, string> = {};
  url = '';
  upload: { onprogress: (() => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeXhr.made.push(this);
    (FakeXhr.scripts.shift() ?? (() => {}))(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const answerAfter = (ms: number, status: number) => (xhr: FakeXhr) =>
  setTimeout(() => {
    if (xhr.aborted) return;
    xhr.status = status;
    xhr.onload?.();
  }, ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('navigator', { onLine: true });
  FakeXhr.made = [];
  FakeXhr.scripts = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('stall watch', () => {
  test('fires once after the silence, not while touched, never after stop', () => {
    const stalled = vi.fn();
    const watch = watchStall(1000, stalled);
    vi.advanceTimersByTime(900);
    watch.touch();
    vi.advanceTimersByTime(900);
    expect(stalled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(stalled).toHaveBeenCalledTimes(1);
    watch.touch(); // too late: a stalled request is not revived
    vi.advanceTimersByTime(5000);
    expect(stalled).toHaveBeenCalledTimes(1);
    const stopped = vi.fn();
    watchStall(1000, stopped).stop();
    vi.advanceTimersByTime(5000);
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe('a part upload', () => {
  const upload = {
    contentType: 'audio/mpeg',
    urlSeconds: 900,
    parts: [{ partNumber: 1, url: 'https://s3.test/staging/a.mp3?partNumber=1' }],
  };
  const sign = vi.fn(() => Promise.reject(new Error('not expected')));

  test('that goes silent is aborted after STALL_MS and sent again', async () => {
    FakeXhr.scripts = [() => {}, answerAfter(50, 200)]; // the first never answers
    const progress: number[] = [];
    const done = sendParts(
      new Blob(['x'.repeat(10)]),
      upload,
      sign,
      (p) => progress.push(p),
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(STALL_MS - 1);
    expect(FakeXhr.made).toHaveLength(1);
    expect(FakeXhr.made[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeXhr.made[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(2000); // the backoff, then the second try
    await done;
    expect(FakeXhr.made).toHaveLength(2);
    expect(FakeXhr.made[1]!.headers['Content-Type']).toBe('audio/mpeg');
    expect(progress.at(-1)).toBe(100);
  });

  test('that keeps moving is never aborted, however long it takes', async () => {
    FakeXhr.scripts = [
      (xhr) => {
        const tick = setInterval(() => xhr.upload.onprogress?.(), STALL_MS / 2);
        setTimeout(() => (clearInterval(tick), (xhr.status = 200), xhr.onload?.()), 5 * STALL_MS);
      },
    ];
    const done = sendParts(new Blob(['y']), upload, sign, () => {}, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(5 * STALL_MS);
    await done;
    expect(FakeXhr.made).toHaveLength(1);
    expect(FakeXhr.made[0]!.aborted).toBe(false);
  });
});
