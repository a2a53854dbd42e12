/**
 * One visitor cannot drain Planning Center (docs/security.md, "Where each rule is enforced"): the
 * public answers and the map of sign-ups to events are kept in storage for every instance
 * (src/platform/server/pco/last-good.ts), so a burst of sign-up requests, each with its own query
 * string, and of event pages costs Planning Center what the first sign-up list and the first event
 * page cost, nothing more, even when every function instance starts cold between batches (on the
 * bundles the preview stops them; on the sources the site's parts are made anew, as a fresh
 * instance makes them). The answers name no query parameter for the CDN.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventPath } from '../../../../src/features/events/shared/event-links.ts';
import { PRIVATE_EVENTS, upcomingInstances } from '../../../../src/demo/index.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { coldInstances } from '../../../helpers/cold-instances.ts';
import { startCountingPco, type CountingPco } from '../../../helpers/counting-pco.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

/**
 * The calls stated in docs/security.md, on the demo's data: the first /api/signups asks 23 (the
 * sign-ups, the three calendar tags, 11 public events' connections, 8 shown sign-ups' prices);
 * the event pages' own event lists then ask the three tags once more.
 */
const FIRST_SIGNUPS = 23;
const BUDGET = 26;

/** `count` pages of public upcoming demo events, round and round. */
function eventPages(count: number): string[] {
  const hidden = new Set(PRIVATE_EVENTS.map((e) => e.id));
  const events = new Map(
    upcomingInstances(Date.now(), config().timezone)
      .filter((i) => !hidden.has(i.event.id))
      .map((i) => [i.event.id, eventPath(i.event.id, i.event.name)]),
  );
  const paths = [...events.values()];
  return [...Array(count).keys()].map((i) => paths[i % paths.length]!);
}

const visit = () => `?${Math.random().toString(36).slice(2)}=${Math.random()}`;

describe('a burst of public requests', () => {
  let pco: CountingPco;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startCountingPco();
    server = await startTestServer({
      PCO_BASE_URL: pco.url,
      PCO_APP_ID: '',
      PCO_SECRET: '',
      PCO_REGISTRATIONS: 'true',
    });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  test('200 sign-up requests and 20 event pages cost what the first of each did', async () => {
    const pages = eventPages(20);
    expect((await fetch(`${server.url}/api/signups${visit()}`)).status).toBe(200);
    expect(pco.requests).toHaveLength(FIRST_SIGNUPS);
    // ten batches, each on cold instances and all at once: 199 sign-up requests, 20 pages
    for (let batch = 0; batch < 10; batch++) {
      coldInstances();
      const paths = [
        ...[...Array(batch === 0 ? 19 : 20).keys()].map(() => `/api/signups${visit()}`),
        ...pages.slice(batch * 2, batch * 2 + 2).map((page) => page + visit()),
      ];
      const statuses = await Promise.all(
        paths.map(async (path) => (await fetch(server.url + path, { redirect: 'manual' })).status),
      );
      expect(statuses).toEqual(paths.map(() => 200));
    }
    expect(pco.requests.length).toBeLessThanOrEqual(BUDGET);
    const again = pco.requests.slice(FIRST_SIGNUPS);
    expect(
      again.every((r) => r.startsWith('/calendar/v2/tags/')),
      again.join('\n'),
    ).toBe(true);
  }, 180_000);

  test('the answers are the same whatever the query string, for the CDN too', async () => {
    for (const path of ['/api/signups', '/api/events/church', eventPages(1)[0]!]) {
      const answer = await fetch(server.url + path + visit());
      expect(answer.headers.get('netlify-vary'), path).toBe('query=none');
      expect(answer.headers.get('netlify-cdn-cache-control'), path).toMatch(/^public, durable, /);
    }
  });
});
