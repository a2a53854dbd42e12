/**
 * What the group finder asks Planning Center (docs/architecture.md section 4): one paged list of
 * groups with their type, location and enrollment included and tag ids through `fields`, the
 * public tag groups and each one's tags, never a request per group; nothing more while warm; and
 * with PCO_GROUPS off (production only: the demo always has the finder), no Groups request at
 * all, /api/groups and every group page a 404, and Get Involved's own community groups.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { coldInstances } from '../../../helpers/cold-instances.ts';
import { startCountingPco, type CountingPco } from '../../../helpers/counting-pco.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { MODE } from '../../../helpers/target.ts';

const groupsRequests = (pco: CountingPco) => pco.requests.filter((r) => r.startsWith('/groups/'));

describe('with the finder on', () => {
  let pco: CountingPco;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startCountingPco();
    server = await startTestServer({ PCO_BASE_URL: pco.url, PCO_GROUPS: 'true' });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  test('reads the groups in one list with fields and includes, and the public tags', async () => {
    expect((await fetch(`${server.url}/api/groups`)).status).toBe(200);
    const asked = groupsRequests(pco);
    const list = asked.filter((r) => r.startsWith('/groups/v2/groups?'));
    expect(list).toHaveLength(1);
    const query = new URL(list[0]!, 'http://x').searchParams;
    expect(query.get('include')).toBe('group_type,location,enrollment');
    expect(query.get('where[archive_status]')).toBe('not_archived');
    expect(query.get('fields[Group]')).toContain('tag_ids');
    expect(query.get('fields[Group]')).not.toMatch(/contact_email|virtual_location_url/);
    expect(asked.filter((r) => r.startsWith('/groups/v2/tag_groups?'))).toHaveLength(1);
    // the two public tag groups' tags; the private one's never
    expect(asked.filter((r) => /^\/groups\/v2\/tag_groups\/\d+\/tags/.test(r))).toHaveLength(2);
    expect(asked.some((r) => r.startsWith('/groups/v2/tag_groups/6209/'))).toBe(false);
    expect(asked).toHaveLength(4);
  });

  /** Both lists read once: each function's instance reads it apart (the bundles run apart). */
  const warm = async () => {
    await fetch(`${server.url}/api/groups`);
    await fetch(`${server.url}/groups/424242-warm-up`);
    pco.requests.length = 0;
  };

  test('a warm answer asks nothing more', async () => {
    await warm();
    await fetch(`${server.url}/api/groups`);
    expect(groupsRequests(pco)).toEqual([]);
  });

  test('on cold instances, the list and a page with its events ask nothing more', async () => {
    const page = '/groups/7001-tuesday-night-bible-study';
    await warm();
    await fetch(server.url + page);
    pco.requests.length = 0;
    coldInstances();
    expect((await fetch(`${server.url}/api/groups?cold=1`)).status).toBe(200);
    const cold = await fetch(`${server.url}${page}?cold=1`);
    expect(cold.status).toBe(200);
    expect(await cold.text()).toContain('potluck');
    expect(groupsRequests(pco)).toEqual([]);
  });

  test('a hidden or guessed group page answers 404 and asks nothing', async () => {
    await warm();
    for (const id of ['7090', '7091', '7092', '123456'])
      expect((await fetch(`${server.url}/groups/${id}-x`)).status).toBe(404);
    expect(groupsRequests(pco)).toEqual([]);
  });
});

describe.runIf(MODE === 'production')('with the finder off', () => {
  let pco: CountingPco;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startCountingPco();
    server = await startTestServer({ PCO_BASE_URL: pco.url, PCO_GROUPS: 'false' });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  test('makes no Groups request and answers 404', async () => {
    expect((await fetch(`${server.url}/api/groups`)).status).toBe(404);
    const page = await fetch(`${server.url}/groups/7001-tuesday-night-bible-study`);
    expect(page.status).toBe(404);
    expect(groupsRequests(pco)).toEqual([]);
  });
});
