/**
 * The Planning Center client when Planning Center is slow, limited or down: waits, retries,
 * timeouts, the cache's TTL, and errors that hide the detail.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PcoError, UNAVAILABLE } from '../../../../src/platform/server/pco/transport.ts';
import { congregation } from '../../../../src/demo/index.ts';
import { setup } from './pco-client.ts';

afterEach(() => vi.restoreAllMocks());

describe('PCO client failures', () => {
  test('waits for Retry-After on 429, then succeeds', async () => {
    const { client, sleeps, requests } = setup({ rateLimit: { limit: 2, periodSeconds: 20 } });
    await client.get('/people/v2/people/1000001');
    await client.get('/people/v2/people/1000002');
    const doc = await client.get('/people/v2/people/1000003');
    expect(doc.data.id).toBe('1000003');
    expect(sleeps).toEqual([20_000]);
    expect(requests).toHaveLength(4);
  });

  test('gives up with a clear 502 when Retry-After is longer than it will wait', async () => {
    const { client } = setup({
      rateLimit: { limit: 1, periodSeconds: 60 },
      maxRetryAfterMs: 5_000,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await client.get('/people/v2/people/1000001');
    const failure = await client.get('/people/v2/people/1000002').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PcoError);
    expect(failure).toMatchObject({ status: 502, upstream: 429, message: UNAVAILABLE });
  });

  test('retries 5xx with growing backoff and then succeeds', async () => {
    let calls = 0;
    const { client, sleeps } = setup({
      retries: 3,
      baseDelayMs: 100,
      wrap: (next) => (input, init) =>
        ++calls <= 2 ? Promise.resolve(new Response('oops', { status: 503 })) : next(input, init),
    });
    const doc = await client.get('/people/v2/people/1000001');
    expect(doc.data.id).toBe('1000001');
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]!).toBeGreaterThan(sleeps[0]!);
  });

  test('retries network errors a bounded number of times, then answers 502', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const { client } = setup({
      retries: 2,
      wrap: () => () => {
        calls += 1;
        return Promise.reject(new TypeError('fetch failed'));
      },
    });
    await expect(client.get('/people/v2/people/1000001')).rejects.toMatchObject({
      status: 502,
      message: UNAVAILABLE,
    });
    expect(calls).toBe(3);
  });

  test('times out a request that never answers instead of hanging', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { client } = setup({ timeoutMs: 50, retries: 1, wrap: () => hang });
    const started = Date.now();
    await expect(client.get('/people/v2/people/1000001')).rejects.toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('PCO client failures: cached, shared and refused answers', () => {
  test('keeps an answer fresh for the TTL, then passes a failure on (keepLastGood falls back)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = false;
    let attempts = 0;
    const { client, clock } = setup({
      ttlMs: 60_000,
      retries: 0,
      wrap: (next) => (input, init) => {
        attempts += 1;
        return down ? Promise.resolve(new Response('down', { status: 500 })) : next(input, init);
      },
    });
    const fresh = await client.list('/people/v2/households');
    clock.now += 30_000;
    down = true;
    expect(await client.list('/people/v2/households')).toEqual(fresh);
    const cachedCalls = attempts;
    clock.now += 60_000;
    await expect(client.list('/people/v2/households')).rejects.toMatchObject({ status: 502 });
    expect(attempts).toBeGreaterThan(cachedCalls);
  });

  test('shares one upstream call between concurrent callers', async () => {
    const { client, requests } = setup();
    await Promise.all([client.list('/people/v2/people'), client.list('/people/v2/people')]);
    expect(requests).toHaveLength(Math.ceil(congregation().people.length / 100));
  });

  test('turns a 404 error document into a 404 and a 401 into a 502 that hides the detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = setup();
    await expect(client.get('/people/v2/people/42')).rejects.toMatchObject({ status: 404 });
    const refused = setup({
      wrap: () => () =>
        Promise.resolve(Response.json({ errors: [{ detail: 'bad token' }] }, { status: 401 })),
    });
    const error = await refused.client.get('/people/v2/people/1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, upstream: 401 });
    expect((error as Error).message).not.toContain('bad token');
  });

  test('POSTs actions without caching them', async () => {
    const { client, clock } = setup();
    const first = await client.post('/services/v2/attachments/410001/open');
    clock.now += 1_000;
    const second = await client.post('/services/v2/attachments/410001/open');
    expect(first.data.type).toBe('AttachmentActivity');
    expect(first.data.attributes['attachment_url']).not.toBe(
      second.data.attributes['attachment_url'],
    );
  });
});
