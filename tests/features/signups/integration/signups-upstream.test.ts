/**
 * What the sign-ups ask Planning Center (docs/architecture.md section 4): one paged list of
 * unarchived sign-ups with their times, location and categories included and only the
 * attributes shown (`fields[...]`: no meeting link or coordinates reaches the function), the
 * connections of the public calendar events, and the public selection types of the shown
 * sign-ups only; never attendees, registrations, people or a hidden sign-up's anything; nothing
 * more while warm, and nothing for a guessed id; an event or sign-up deleted meanwhile (404)
 * fails nothing. With PCO_REGISTRATIONS off (production only: the demo always has it), no
 * Registrations request at all and /api/signups a 404.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SignupsAnswer } from '../../../../src/features/signups/shared/api-types.ts';
import { startCountingPco, type CountingPco } from '../../../helpers/counting-pco.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { MODE } from '../../../helpers/target.ts';

const registrations = (pco: CountingPco) =>
  pco.requests.filter((r) => r.startsWith('/registrations/') || r.includes('event_connections'));
const PRIVATE = /attendees|registrations\/v2\/(registrations|people|emergency)|\/people\//;

describe('with sign-ups on', () => {
  let pco: CountingPco;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startCountingPco();
    server = await startTestServer({ PCO_BASE_URL: pco.url, PCO_REGISTRATIONS: 'true' });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  test('reads the sign-ups in one list with includes, connections and public prices', async () => {
    expect((await fetch(`${server.url}/api/signups`)).status).toBe(200);
    const asked = registrations(pco);
    const list = asked.filter((r) => r.startsWith('/registrations/v2/signups?'));
    expect(list).toHaveLength(1);
    const query = new URL(list[0]!, 'http://x').searchParams;
    expect(query.get('filter')).toBe('unarchived');
    expect(query.get('include')).toBe('signup_times,signup_location,categories');
    const prices = asked.filter((r) => r.includes('/selection_types'));
    expect(prices.every((r) => r.includes('filter=publicly_available'))).toBe(true);
    // the hidden sign-ups' never
    for (const hidden of ['2210910', '2210911', '2210912', '2210899'])
      expect(asked.some((r) => r.includes(`/signups/${hidden}/`))).toBe(false);
    // the hidden calendar event's connections are never read
    expect(asked.some((r) => r.includes('/events/6302/'))).toBe(false);
    expect(pco.requests.filter((r) => PRIVATE.test(r))).toEqual([]);
  });

  test('asks only for the attributes shown: no meeting link or coordinates reach the function', async () => {
    await fetch(`${server.url}/api/signups`);
    const list = registrations(pco).find((r) => r.startsWith('/registrations/v2/signups?'))!;
    const query = new URL(list, 'http://x').searchParams;
    expect(query.get('fields[SignupLocation]')).toBe(
      'name,location_type,formatted_address,full_formatted_address,subpremise',
    );
    expect(query.get('fields[SignupTime]')).toBe('starts_at,ends_at,all_day');
    expect(query.get('fields[Signup]')).not.toMatch(/campus|created_at|updated_at/);
    // what the stand-in answered the site's own request
    const answered = await (await fetch(pco.url + list)).text();
    expect(answered).toContain('Zoom');
    expect(answered).not.toMatch(/zoom\.us|SECRETMEETING|latitude|longitude|address_data/);
  });

  test('a warm answer asks nothing more', async () => {
    await fetch(`${server.url}/api/signups`);
    pco.requests.length = 0;
    await fetch(`${server.url}/api/signups`);
    expect(registrations(pco)).toEqual([]);
  });

  test('a hidden or guessed id answers 404 and asks nothing', async () => {
    await fetch(`${server.url}/api/signups`);
    pco.requests.length = 0;
    for (const id of ['2210910', '2210912', '999999'])
      expect((await fetch(`${server.url}/api/signups/${id}`)).status).toBe(404);
    expect(registrations(pco)).toEqual([]);
  });
});

describe('with an event and a sign-up deleted meanwhile', () => {
  let pco: CountingPco;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startCountingPco();
    // the 9:00 service's event, and the online class's prices (src/features/signups/demo/data.ts)
    pco.gone.add('/calendar/v2/events/6102/event_connections');
    pco.gone.add('/registrations/v2/signups/2210906/selection_types');
    server = await startTestServer({ PCO_BASE_URL: pco.url, PCO_REGISTRATIONS: 'true' });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  test('the answer stands, without the gone connection or price', async () => {
    const response = await fetch(`${server.url}/api/signups`);
    expect(response.status).toBe(200);
    const { signups } = (await response.json()) as SignupsAnswer;
    const ids = signups.map((s) => s.id);
    expect(ids).toContain('2210901');
    expect(ids).not.toContain('2210902'); // linked only from the gone event
    expect(signups.find((s) => s.id === '2210906')?.price).toBeNull();
  });
});

describe.runIf(MODE === 'production')('with sign-ups off', () => {
  let pco: CountingPco;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startCountingPco();
    server = await startTestServer({ PCO_BASE_URL: pco.url, PCO_REGISTRATIONS: 'false' });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  test('makes no Registrations request and answers 404', async () => {
    expect((await fetch(`${server.url}/api/signups`)).status).toBe(404);
    await fetch(`${server.url}/events/6101-9-00-am-service-registration-required`);
    expect(registrations(pco)).toEqual([]);
  });
});
