/**
 * The JSON client (src/platform/browser/net/api.ts): the session cookie goes along, a JSON answer is read,
 * an empty one is undefined, and every failure is one ApiError: the status and the server's
 * message when it answered, the reason (offline, aborted, timed out) when it did not.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  apiSend,
  fetchText,
} from '../../../../src/platform/browser/net/api.ts';

let online: boolean;
let calls: [string, RequestInit][];
let reply: (init: RequestInit) => Promise<Response>;

beforeEach(() => {
  online = true;
  calls = [];
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return reply(init);
  });
});
afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('an answer', () => {
  test('JSON is read; the cookie goes along; POST sends JSON', async () => {
    reply = () => Promise.resolve(Response.json({ user: 'dccyouth' }));
    expect(await apiSend('POST', '/login', { username: 'dccyouth' })).toEqual({ user: 'dccyouth' });
    const [url, init] = calls[0]!;
    expect(url).toBe('/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"username":"dccyouth"}');
  });

  test('an empty answer (204) is undefined; fetchText reads text', async () => {
    reply = () => Promise.resolve(new Response(null, { status: 204 }));
    expect(await apiSend('POST', '/api/podcast-uploads/abort', { token: 't' })).toBeUndefined();
    reply = () => Promise.resolve(new Response('WEBVTT'));
    expect(await fetchText('/media/a.json')).toBe('WEBVTT');
  });

  test("outside 2xx: ApiError with the status and the server's message", async () => {
    reply = () => Promise.resolve(Response.json({ message: 'Wrong password.' }, { status: 401 }));
    const error = await failure(apiFetch('/login'));
    expect(error).toMatchObject({ status: 401, serverMessage: 'Wrong password.', network: null });
    expect(error.message).toBe('Wrong password.');
  });

  test('outside 2xx without a JSON message: the status text, or the status', async () => {
    reply = () =>
      Promise.resolve(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    const named = await failure(apiFetch('/api/blog'));
    expect(named).toMatchObject({ status: 502, serverMessage: undefined, message: 'Bad Gateway' });
    reply = () => Promise.resolve(new Response('', { status: 500 }));
    expect((await failure(apiFetch('/api/blog'))).message).toBe('HTTP 500');
  });
});

describe('no answer', () => {
  const refuse = () => Promise.reject(new TypeError('Failed to fetch'));

  test('a failed connection, keeping the browser message', async () => {
    reply = refuse;
    const error = await failure(apiFetch('/api/blog'));
    expect(error).toMatchObject({ status: 0, network: 'failed', message: 'Failed to fetch' });
  });

  test('offline, when the browser says so', async () => {
    reply = refuse;
    online = false;
    expect(await failure(apiFetch('/api/blog'))).toMatchObject({ status: 0, network: 'offline' });
  });

  /** A fetch that waits until its signal aborts, then rejects with the signal's reason. */
  const hang = (init: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = init.signal!;
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });

  test("the caller's abort", async () => {
    reply = hang;
    const stop = new AbortController();
    const done = failure(apiFetch('/api/blog', { signal: stop.signal }));
    stop.abort();
    expect(await done).toMatchObject({ status: 0, network: 'aborted' });
  });

  test('a time-out, told apart from an abort', async () => {
    reply = hang;
    const stop = new AbortController();
    const error = await failure(apiFetch('/api/blog', { signal: stop.signal, timeoutMs: 20 }));
    expect(error).toMatchObject({ status: 0, network: 'timeout' });
  });
});

describe('apiSend', () => {
  test('sends JSON with the method, or no body at all', async () => {
    reply = () => Promise.resolve(Response.json({ message: 'Saved.' }));
    expect(await apiSend('PUT', '/api/x', { a: 1 })).toEqual({ message: 'Saved.' });
    expect(calls[0]![1]).toMatchObject({ method: 'PUT', body: '{"a":1}' });
    await apiSend('DELETE', '/api/x');
    expect(calls[1]![1].method).toBe('DELETE');
    expect(calls[1]![1].body).toBeUndefined();
    expect(calls[1]![1].headers).toBeUndefined();
  });
});
