/**
 * The upload transport (src/platform/browser/net/transport.ts): progress in percent, the answer's text on
 * 2xx, ApiError with the status and the server's message otherwise, and a request given up on
 * (ApiError with status 0) when it times out, goes silent, is aborted or the browser is offline.
 * Fake timers, a stand-in XHR.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../src/platform/browser/net/errors.ts';
import { transfer, type Transfer } from '../../../../src/platform/browser/net/transport.ts';
import { answerAfter, FakeXhr } from '../../../helpers/fake-xhr.ts';

const put = (extra: Partial<Transfer> = {}): Promise<string> =>
  transfer({ method: 'PUT', url: 'https://s3.test/a', body: 'x', timeoutMs: 0, ...extra });

/** The ApiError the promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

let online: boolean;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  FakeXhr.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an answer', () => {
  test('2xx resolves with its text; the method, headers and body go as given', async () => {
    FakeXhr.scripts = [answerAfter(10, 201, '{"message":"Saved"}')];
    const done = put({ method: 'POST', headers: { 'Content-Type': 'audio/mpeg' } });
    await vi.advanceTimersByTimeAsync(10);
    expect(await done).toBe('{"message":"Saved"}');
    expect(FakeXhr.made[0]).toMatchObject({
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'audio/mpeg' },
    });
  });

  test('outside 2xx throws ApiError with the status and the server message', async () => {
    FakeXhr.scripts = [answerAfter(10, 413, '{"message":"The audio file is too large."}')];
    const done = failure(put());
    await vi.advanceTimersByTimeAsync(10);
    const error = await done;
    expect(error).toMatchObject({ status: 413, network: null });
    expect(error.serverMessage).toBe('The audio file is too large.');
    expect(error.message).toBe('The audio file is too large.');
  });

  test("storage's XML error carries the status and no server message", async () => {
    FakeXhr.scripts = [answerAfter(10, 403, '<Error><Code>AccessDenied</Code></Error>')];
    const done = failure(put());
    await vi.advanceTimersByTimeAsync(10);
    expect(await done).toMatchObject({ status: 403, serverMessage: undefined, network: null });
  });
});

describe('progress', () => {
  test('reports the percent of the body sent', async () => {
    const seen: number[] = [];
    FakeXhr.scripts = [
      (xhr) => {
        xhr.progress(1, 4);
        xhr.progress(3, 4);
        xhr.answer(200);
      },
    ];
    await put({ onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([25, 75]);
  });
});

describe('no answer', () => {
  test('the whole request gives up after timeoutMs, as a time-out', async () => {
    FakeXhr.scripts = [answerAfter(5000, 200)];
    const done = failure(put({ timeoutMs: 1000 }));
    expect(FakeXhr.made[0]!.timeout).toBe(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await done).toMatchObject({ status: 0, network: 'timeout' });
  });

  test('a silent request is aborted after stallMs, as stalled', async () => {
    FakeXhr.scripts = [(xhr) => setTimeout(() => xhr.progress(1, 2), 900)];
    const done = failure(put({ stallMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1899);
    expect(FakeXhr.made[0]!.aborted).toBe(false); // progress at 900 started the silence again
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeXhr.made[0]!.aborted).toBe(true);
    expect(await done).toMatchObject({ status: 0, network: 'stalled' });
  });

  test('a request that keeps moving is never stalled', async () => {
    FakeXhr.scripts = [
      (xhr) => {
        const tick = setInterval(() => xhr.progress(1, 2), 500);
        setTimeout(() => (clearInterval(tick), xhr.answer(200, 'ok')), 10_000);
      },
    ];
    const done = put({ stallMs: 1000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await done).toBe('ok');
  });

  test("the caller's abort, before or during the request", async () => {
    const early = new AbortController();
    early.abort();
    expect(await failure(put({ signal: early.signal }))).toMatchObject({ network: 'aborted' });
    expect(FakeXhr.made).toHaveLength(0);
    const late = new AbortController();
    const done = failure(put({ signal: late.signal }));
    late.abort();
    expect(await done).toMatchObject({ status: 0, network: 'aborted' });
    expect(FakeXhr.made[0]!.aborted).toBe(true);
  });

  test('a failed connection says whether the browser is offline', async () => {
    FakeXhr.scripts = [(xhr) => xhr.onerror?.()];
    expect(await failure(put())).toMatchObject({ status: 0, network: 'failed' });
    online = false;
    FakeXhr.scripts = [(xhr) => xhr.onerror?.()];
    expect(await failure(put())).toMatchObject({ status: 0, network: 'offline' });
  });
});
