/** The doctor's Groups check: with PCO_GROUPS on, the token must read Planning Center Groups. */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getConfig } from '../../../src/platform/server/config/index.ts';
import { checkPlanningCenter } from '../../../tools/doctor/pco-checks.ts';
import { closeServer, listen } from '../../../tools/local/listen.ts';

let server: Server;
let base = '';
/** A Planning Center that opens everything but Groups, which it refuses while `refuse` is set. */
let refuse = true;

beforeAll(async () => {
  server = createServer((req, res) => {
    const groups = req.url?.startsWith('/groups/');
    res.writeHead(groups && refuse ? 403 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(groups && refuse ? { errors: [{ status: '403' }] } : { data: [] }));
  });
  ({ url: base } = await listen(server));
});
afterAll(() => closeServer(server));

const findings = async (groups: boolean) => {
  const config = getConfig({ PCO_BASE_URL: base }, { cwd: '/srv/site', isWritable: () => true });
  return checkPlanningCenter({ ...config, pco: { ...config.pco, groups } });
};

describe('the doctor’s Groups check', () => {
  test('names PCO_GROUPS when the token may not read Groups', async () => {
    refuse = true;
    const found = (await findings(true)).find((f) => f.subject === 'PCO_GROUPS');
    expect(found).toMatchObject({ ok: false });
    expect(found!.detail).toMatch(/may not read Groups \(403\)/);
  });
  test('passes when it can, and asks nothing of Groups while the finder is off', async () => {
    refuse = false;
    expect((await findings(true)).find((f) => f.subject === 'PCO_GROUPS')).toMatchObject({
      ok: true,
    });
    refuse = true;
    expect((await findings(false)).some((f) => f.subject === 'PCO_GROUPS')).toBe(false);
  });
});
