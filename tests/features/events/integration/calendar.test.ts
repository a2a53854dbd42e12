import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  // A zone other than the default, to see that the feed follows CHURCH_TIMEZONE.
  server = await startTestServer({ CHURCH_TIMEZONE: 'America/Chicago' });
});
afterAll(() => server.close());

/** The VEVENTs of an iCalendar text, parsed by node-ical. */
function vevents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

async function get(path: string): Promise<Response> {
  return fetch(`${server.url}${path}`);
}

describe('calendar feeds', () => {
  for (const kind of ['church', 'special', 'youth'] as const) {
    test(`serves the ${kind} feed with every upcoming occurrence at its real instant`, async () => {
      const answer = (await (await get(`/api/events/${kind}`)).json()) as EventsAnswer;
      expect(answer.data.length).toBeGreaterThan(0);
      const response = await get(`/api/calendar/${kind}.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await response.text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
      expect(text).toContain('X-WR-TIMEZONE:America/Chicago');
      const events = vevents(text);
      expect(events).toHaveLength(answer.data.length);
      const starts = new Map(events.map((e) => [e.uid, e.start.toISOString()]));
      for (const instance of answer.data) {
        const uid = `${kind}-${instance.id}@127.0.0.1`;
        expect(starts.get(uid)).toBe(new Date(instance.attributes.starts_at).toISOString());
      }
    });
  }

  test('serves one occurrence as a download with the same UID as in the feed', async () => {
    const answer = (await (await get('/api/events/church')).json()) as EventsAnswer;
    const instance = answer.data[0]!;
    const response = await get(`/api/calendar/church/${instance.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.ics"$/);
    const [event, ...rest] = vevents(await response.text());
    expect(rest).toHaveLength(0);
    expect(event?.uid).toBe(`church-${instance.id}@127.0.0.1`);
    expect(event?.start.toISOString()).toBe(new Date(instance.attributes.starts_at).toISOString());
    expect(event?.end?.toISOString()).toBe(new Date(instance.attributes.ends_at).toISOString());
    const name = answer.included?.find((e) => e.id === instance.relationships.event.data.id);
    expect(event?.summary).toBe(name?.attributes.name);
  });

  test('keeps the feed identical between requests apart from DTSTAMP', async () => {
    const strip = (t: string) => t.replace(/^DTSTAMP:.*$/gm, '');
    const first = await (await get('/api/calendar/youth.ics')).text();
    const second = await (await get('/api/calendar/youth.ics')).text();
    expect(strip(second)).toBe(strip(first));
  });

  test('answers 404 with a message for an unknown calendar or occurrence', async () => {
    for (const path of ['/api/calendar/secret.ics', '/api/calendar/church/0.ics']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/calendar|kinds/);
    }
  });
});
