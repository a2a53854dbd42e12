import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Area } from '../../../src/platform/shared/api-types.ts';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import { AREAS, config } from '../../../src/platform/server/config/index.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

let server: TestServer;
const cookies = {} as Record<Area, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const area of AREAS)
    cookies[area] = `dcc_session=${await createSessionToken(area, config())}`;
});
afterAll(() => server.close());

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };

function send(call: Call, area: Area | null): Promise<Response> {
  const headers: Record<string, string> = {};
  if (area) headers['cookie'] = cookies[area];
  if (call.method === 'POST') {
    headers['content-type'] = 'application/json';
    headers['origin'] = server.url;
  }
  return fetch(server.url + call.path, {
    method: call.method,
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
}

/** Ids the gated POSTs need, read with the right session. */
async function firstIds() {
  const curriculums = (await (
    await send({ method: 'GET', path: '/api/curriculums' }, 'dccyouth')
  ).json()) as {
    data: { id: string }[];
    included: { id: string; relationships: { attachable: { data: { id: string } } } }[];
  };
  const plans = (await (await send({ method: 'GET', path: '/api/plans' }, 'dccyouth')).json()) as {
    data: { id: string; attributes: { attachments: { id: string }[] } }[];
  };
  const media = curriculums.data[0]!.id;
  const lesson = curriculums.included.find((a) => a.relationships.attachable.data.id === media)!;
  const plan = plans.data[0]!;
  return { media, lesson: lesson.id, plan: plan.id, planFile: plan.attributes.attachments[0]!.id };
}

describe('access matrix (docs/architecture.md section 6)', () => {
  const gated: [Call, Area][] = [
    [{ method: 'GET', path: '/api/people' }, 'directory'],
    [{ method: 'GET', path: '/api/people/1000001' }, 'directory'],
    [{ method: 'GET', path: '/api/households' }, 'directory'],
    [{ method: 'GET', path: '/api/householdleaders' }, 'directory'],
    [{ method: 'GET', path: '/api/curriculums' }, 'dccyouth'],
    [{ method: 'GET', path: '/api/plans' }, 'dccyouth'],
    [{ method: 'GET', path: '/api/teams' }, 'dccyouth'],
  ];

  test.each(gated)(
    '$path: 401 without a session, 403 for another area, 200 for its own',
    async (call, area) => {
      expect((await send(call, null)).status).toBe(401);
      for (const other of AREAS.filter((a) => a !== area))
        expect((await send(call, other)).status).toBe(403);
      const ok = await send(call, area);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  test('POST /api/plans/attachment: only the teacher portal', async () => {
    const ids = await firstIds();
    const call: Call = {
      method: 'POST',
      path: '/api/plans/attachment',
      body: { planId: ids.plan, attachmentId: ids.planFile },
    };
    expect((await send(call, null)).status).toBe(401);
    expect((await send(call, 'directory')).status).toBe(403);
    expect((await send(call, 'podcastadmin')).status).toBe(403);
    expect((await send(call, 'dccyouth')).status).toBe(200);
  });

  test('POST /api/attachment: curriculum files only for the teacher portal', async () => {
    const ids = await firstIds();
    const call: Call = {
      method: 'POST',
      path: '/api/attachment',
      body: { mediaId: ids.media, attachmentId: ids.lesson },
    };
    expect((await send(call, null)).status).toBe(401);
    expect((await send(call, 'directory')).status).toBe(403);
    expect((await send(call, 'podcastadmin')).status).toBe(403);
    expect((await send(call, 'dccyouth')).status).toBe(200);
  });
});

describe('access matrix (docs/architecture.md section 6)', () => {
  test('POST /api/attachment: worship samples for anyone', async () => {
    const samples = (await (
      await send({ method: 'GET', path: '/api/worshipsamples' }, null)
    ).json()) as {
      data: { id: string }[];
      meta: { media_id: string };
    };
    const call: Call = {
      method: 'POST',
      path: '/api/attachment',
      body: { mediaId: samples.meta.media_id, attachmentId: samples.data[0]!.id },
    };
    for (const area of [null, ...AREAS]) expect((await send(call, area)).status).toBe(200);
  });

  test('POST /api/attachment: any other media for nobody', async () => {
    const call: Call = {
      method: 'POST',
      path: '/api/attachment',
      body: { mediaId: '4200', attachmentId: '420001' },
    };
    expect((await send(call, null)).status).toBe(401);
    for (const area of AREAS) expect((await send(call, area)).status).toBe(403);
  });

  test('public endpoints answer anyone with CDN-cacheable headers', async () => {
    for (const path of [
      '/api/blog',
      '/api/worshipsamples',
      '/api/events/church',
      '/api/events/special',
      '/api/events/youth',
    ]) {
      const response = await send({ method: 'GET', path }, null);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/^public, .*s-maxage=\d+/);
    }
  });

  test('a forged or foreign session cookie counts as no session', async () => {
    const response = await fetch(`${server.url}/api/people`, {
      headers: { cookie: `dcc_session=${cookies.directory}x` },
    });
    expect(response.status).toBe(401);
  });
});
