/**
 * A Planning Center id a deploy has not set turns off only what reads it (docs/operations.md
 * section 3): that part answers 503 with a message that names nothing, every other function
 * keeps working, nothing is asked of Planning Center with an empty id, and the podcast admin's
 * answer names the variables. Production mode only: the demo's congregation always has its ids.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCountingPco, type CountingPco } from '../../helpers/counting-pco.ts';
import { sessionCookie } from '../../helpers/passwords.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { MODE } from '../../helpers/target.ts';

const NOT_SET_UP = { message: 'This part of the site is not set up yet.' };

describe.runIf(MODE === 'production')('with the directory list and the youth tag unset', () => {
  let pco: CountingPco;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startCountingPco();
    server = await startTestServer({
      PCO_BASE_URL: pco.url,
      PCO_DIRECTORY_LIST_ID: '',
      PCO_CALENDAR_TAG_YOUTH: '',
    });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  test('the youth events and the directory are off; the rest of the site works', async () => {
    const get = (path: string, cookie = '') =>
      fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    expect((await get('/api/events/church')).status).toBe(200);
    expect((await get('/api/worshipsamples')).status).toBe(200);
    expect((await get('/api/signups')).status).toBe(200);
    const youth = await get('/api/events/youth');
    expect(youth.status).toBe(503);
    expect(await youth.json()).toEqual(NOT_SET_UP);
    // an outsider learns nothing of the directory, set up or not
    expect((await get('/api/people')).status).toBe(401);
    const people = await get('/api/people', await sessionCookie(server.url, 'directory'));
    expect(people.status).toBe(503);
    expect(await people.json()).toEqual(NOT_SET_UP);
    expect(pco.requests.filter((r) => /\/(lists|tags)\/\//.test(r))).toEqual([]);
  });

  test("the podcast admin's answer names the unset variables", async () => {
    const cookie = await sessionCookie(server.url, 'podcastadmin');
    const answer = await fetch(`${server.url}/api/podcast`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { unset: string[] }).unset).toEqual([
      'PCO_DIRECTORY_LIST_ID',
      'PCO_CALENDAR_TAG_YOUTH',
    ]);
  });
});
