/** The Planning Center client reading lists: pages, offsets and includes, against the emulator. */
import { describe, expect, test } from 'vitest';
import { Included } from '../../../../src/platform/server/pco/jsonapi.ts';
import { congregation } from '../../../../src/demo/index.ts';
import { DEMO_IDS } from '../../../../src/platform/server/config/index.ts';
import { BASE, setup } from './pco-client.ts';

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
