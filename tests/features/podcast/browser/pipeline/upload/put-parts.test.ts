/**
 * A part upload that goes silent (no progress, no error) is aborted after STALL_MS and sent
 * again; one that keeps moving is left alone, however long it takes. Fake timers, a stand-in XHR.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { putParts } from '../../../../../../src/features/podcast/browser/pipeline/upload/put-parts.ts';
import { STALL_MS } from '../../../../../../src/platform/shared/stall.ts';
import { answerAfter, FakeXhr } from '../../../../../helpers/fake-xhr.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('navigator', { onLine: true });
  FakeXhr.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    const done = putParts(
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
        setTimeout(() => (clearInterval(tick), xhr.answer(200)), 5 * STALL_MS);
      },
    ];
    const done = putParts(new Blob(['y']), upload, sign, () => {}, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(5 * STALL_MS);
    await done;
    expect(FakeXhr.made).toHaveLength(1);
    expect(FakeXhr.made[0]!.aborted).toBe(false);
  });
});
