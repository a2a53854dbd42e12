import { afterEach, describe, expect, test, vi } from 'vitest';
import { createPcoClient, type PcoClientOptions } from '../../src/server/pco/client.ts';
import { Included } from '../../src/server/pco/jsonapi.ts';
import { PcoError, UNAVAILABLE } from '../../src/server/pco/transport.ts';
import { demo } from '../../src/server/parts.ts';
import { DEMO_IDS } from '../../src/server/config/index.ts';

const { congregation, createEmulator } = demo;

const BASE = 'http://pco.test/demo/pco';
const NOW = Date.parse('2025-03-05T15:00:00Z');

/** A client wired to the emulator in-process, with a fake clock shared by both. */
function setup(
  options: {
    rateLimit?: { limit: number; periodSeconds: number };
    wrap?: (next: typeof fetch) => typeof fetch;
  } & Partial<PcoClientOptions> = {},
) {
  const clock = { now: NOW };
  const emulator = createEmulator({
    prefix: '/demo/pco',
    now: () => clock.now,
    zone: 'America/New_York',
    rateLimit: options.rateLimit ?? { limit: 10_000, periodSeconds: 20 },
  });
  const requests: Request[] = [];
  const direct: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    return Promise.resolve(emulator(request));
  };
  const sleeps: number[] = [];
  const client = createPcoClient({
    baseUrl: BASE,
    auth: null,
    now: () => clock.now,
    sleep: (ms) => {
      sleeps.push(ms);
      clock.now += ms;
      return Promise.resolve();
    },
    random: () => 0.5,
    ...options,
    fetch: options.wrap ? options.wrap(direct) : direct,
  });
  return { client, clock, requests, sleeps };
}

afterEach(() => vi.restoreAllMocks());

describe('PCO client pagination', () => {
  test('reads every page of a list, concurrently and within the bound, when pages are small', async () => {
    let inFlight = 0;
    let most = 0;
    // a server that caps per_page at 10: the client must follow the offsets it is given
    const { client, requests } = setup({
      concurrency: 3,
      wrap: (next) => async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : input);
        url.searchParams.set('per_page', '10');
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        try {
          return await next(url.href, init);
        } finally {
          inFlight -= 1;
        }
      },
    });
    const list = await client.list(`/people/v2/lists/${DEMO_IDS.directoryListId}/people`);
    const expected = congregation().directoryIds;
    expect(list.data.map((p) => p.id)).toEqual(expected);
    expect(requests).toHaveLength(Math.ceil(expected.length / 10));
    expect(new Set(requests.map((r) => new URL(r.url).searchParams.get('offset'))).size).toBe(
      requests.length,
    );
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(3);
  });

  test('asks for 100 per page and sends no credentials to the emulator', async () => {
    const { client, requests } = setup();
    const list = await client.list('/people/v2/people');
    expect(list.data).toHaveLength(congregation().people.length);
    expect(requests).toHaveLength(Math.ceil(congregation().people.length / 100));
    expect(requests.every((r) => new URL(r.url).searchParams.get('per_page') === '100')).toBe(true);
    expect(requests.every((r) => !r.headers.has('authorization'))).toBe(true);
  });

  test('follows offsets sequentially when the server gives no total_count', async () => {
    const { client, requests } = setup({
      wrap: (next) => async (input, init) => {
        const response = await next(input, init);
        const body = (await response.json()) as { meta: Record<string, unknown> };
        delete body.meta['total_count'];
        return Response.json(body);
      },
    });
    const list = await client.list('/people/v2/people');
    expect(list.data).toHaveLength(congregation().people.length);
    expect(requests).toHaveLength(Math.ceil(congregation().people.length / 100));
  });

  test('never sends credentials to the host a links.next names', async () => {
    const { client, requests } = setup({
      auth: { appId: 'app', secret: 'secret' },
      wrap: (next) => async (input, init) => {
        const text = await (await next(input, init)).text();
        return new Response(text.replaceAll('http://pco.test', 'https://evil.example'), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    await client.list('/people/v2/people');
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.every((r) => r.url.startsWith(BASE))).toBe(true);
    expect(requests[0]!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('app:secret').toString('base64')}`,
    );
  });
});

describe('PCO client include resolution', () => {
  test('resolves a to-many include across pages', async () => {
    const { client } = setup();
    const list = await client.list('/people/v2/households', { include: 'people' });
    const included = new Included(list.included);
    const { householdById, byId } = congregation();
    expect(list.data).toHaveLength(householdById.size);
    for (const household of list.data) {
      const members = included.many(household, 'people').map((p) => p.id);
      expect(members).toEqual(householdById.get(household.id)!.memberIds);
      expect(members.every((id) => byId.has(id))).toBe(true);
    }
  });

  test('resolves to-one includes', async () => {
    const { client } = setup();
    const team = DEMO_IDS.kidsTeamIds[0];
    const list = await client.list(`/services/v2/teams/${team}/person_team_position_assignments`, {
      include: 'person,team_position',
    });
    const included = new Included(list.included);
    expect(list.data.length).toBeGreaterThan(0);
    for (const assignment of list.data) {
      expect(included.one(assignment, 'person')?.attributes['first_name']).toBeTruthy();
      expect(included.one(assignment, 'team_position')?.attributes['name']).toBe('Nursery Teacher');
    }
  });
});

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

  test('serves the last good answer when Planning Center fails after the TTL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = false;
    let attempts = 0;
    const { client, clock } = setup({
      ttlMs: 60_000,
      staleMs: 3_600_000,
      retries: 0,
      wrap: (next) => (input, init) => {
        attempts += 1;
        return down ? Promise.resolve(new Response('down', { status: 500 })) : next(input, init);
      },
    });
    const fresh = await client.list('/people/v2/households');
    clock.now += 30_000;
    await client.list('/people/v2/households');
    const cachedCalls = attempts;
    clock.now += 60_000;
    down = true;
    expect(await client.list('/people/v2/households')).toEqual(fresh);
    expect(attempts).toBeGreaterThan(cachedCalls);
    clock.now += 3_600_000;
    await expect(client.list('/people/v2/households')).rejects.toMatchObject({ status: 502 });
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
