/**
 * Only public events reach the website: the event lists, each event's page and the calendars
 * show an event only when Planning Center has it visible in Church Center, approved and tagged
 * with a tag the site reads (src/features/events/shared/event-visibility.ts). Any other id, hidden
 * or unknown, gets one and the same 404, byte for byte, found from the cached public lists without
 * asking Planning Center about it; an event the lists showed that has ended since says so.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import { config, DEMO_IDS } from '../../../../src/platform/server/config/index.ts';
import { PRIVATE_EVENTS, upcomingInstances } from '../../../../src/demo/index.ts';
import { startCountingPco, type CountingPco } from '../../../helpers/counting-pco.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { wholeAnswer } from '../../../helpers/whole-answer.ts';

const KINDS = ['church', 'special', 'youth'] as const;
/** Headers that differ between any two answers, whatever they answer. */
/** What the private demo events would be found by: ids, page slugs and occurrence ids. */
function privateIds() {
  const ids = PRIVATE_EVENTS.map((e) => e.id);
  const occurrences = upcomingInstances(Date.now(), config().timezone).filter((i) =>
    ids.includes(i.event.id),
  );
  return { ids, occurrences };
}

describe('on the demo calendar (the Planning Center stand-in in production mode)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('every private demo event has upcoming occurrences to hide', () => {
    const { ids, occurrences } = privateIds();
    for (const id of ids)
      expect(
        occurrences.some((o) => o.event.id === id),
        id,
      ).toBe(true);
  });

  test('the event lists and calendars show no hidden, unapproved or untagged event', async () => {
    const { ids, occurrences } = privateIds();
    const names = PRIVATE_EVENTS.map((e) => e.name);
    for (const kind of KINDS) {
      const response = await fetch(`${server.url}/api/events/${kind}`);
      expect(response.status, kind).toBe(200);
      const answer = (await response.json()) as EventsAnswer;
      expect(answer.data.length, kind).toBeGreaterThan(0); // public ones as before
      const shown = answer.included!.map((e) => e.id);
      expect(
        shown.filter((id) => ids.includes(id)),
        kind,
      ).toEqual([]);
      const text = JSON.stringify(answer);
      for (const o of occurrences) expect(text, kind).not.toContain(`"${o.id}"`);
      const ics = await (await fetch(`${server.url}/api/calendar/${kind}.ics`)).text();
      for (const name of names) expect(ics, kind).not.toContain(name);
    }
  });

  test('a private event’s occurrence has no calendar file, like an unknown one', async () => {
    const unknown = await wholeAnswer(`${server.url}/api/calendar/church/999999999.ics`);
    expect(unknown.status).toBe(404);
    const paths = privateIds().occurrences.flatMap((o) =>
      KINDS.map((kind) => `${server.url}/api/calendar/${kind}/${o.id}.ics`),
    );
    // side by side: on Netlify CLI each answer starts a function afresh
    const answers = await Promise.all(paths.map((path) => wholeAnswer(path)));
    answers.forEach((answer, i) => expect(answer, paths[i]).toEqual(unknown));
  });

  test('a hidden, unapproved, untagged or unknown event gets the same 404, byte for byte', async () => {
    const unknown = await wholeAnswer(`${server.url}/events/424242-no-such-event`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('We could not find that event');
    const paths = ['/events/9999', '/events/not-an-event', '/events/0-x'];
    for (const event of PRIVATE_EVENTS) {
      const slug = event.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      paths.push(`/events/${event.id}`, `/events/${event.id}-${slug}`);
    }
    for (const path of paths) expect(await wholeAnswer(server.url + path), path).toEqual(unknown);
  });
});

describe('guessed ids, and an event that ends while the lists show it', () => {
  let pco: CountingPco;
  let server: TestServer;
  const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });

  beforeAll(async () => {
    pco = await startCountingPco();
    server = await startTestServer({ PCO_BASE_URL: pco.url, PCO_APP_ID: '', PCO_SECRET: '' });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close();
  });

  // first in this server's life: the lists must meet the event before it ends
  test('an event the lists showed says it has ended; one never shown does not', async () => {
    const now = Date.now();
    const soon = { tagId: DEMO_IDS.calendarTags.special, startsAt: now - 3_600_000 };
    // time enough for a list and a page on a loaded runner's Netlify CLI, before the walk ends
    const endsAt = now + 30_000;
    pco.extras.push(
      { ...soon, id: '8801', name: 'Pop-up Prayer Walk', endsAt, visible: true },
      { ...soon, id: '8802', name: 'Quiet Staff Walk', endsAt, visible: false },
    );
    const special = (await (await get('/api/events/special')).json()) as EventsAnswer;
    const walk = special.included!.find((e) => e.id === '8801')!;
    expect(walk.attributes.page).toBe('/events/8801-pop-up-prayer-walk');
    expect(special.included!.some((e) => e.id === '8802')).toBe(false);
    expect((await get(walk.attributes.page)).status).toBe(200);

    // the page answers 410 once the walk has ended (a loaded runner's CLI may take seconds
    // for one answer, so the check goes on a while past the end)
    await expect
      .poll(async () => (await get(walk.attributes.page)).status, {
        timeout: endsAt - Date.now() + 30_000,
        interval: 250,
      })
      .toBe(410);
    const over = await get(walk.attributes.page);
    expect(await over.text()).toContain('Pop-up Prayer Walk has ended');
    const unknown = await wholeAnswer(`${server.url}/events/424242-no-such-event`);
    expect(await wholeAnswer(`${server.url}/events/8802-quiet-staff-walk`)).toEqual(unknown);
  });

  test('many guessed ids do not each ask Planning Center', async () => {
    await get('/events/500000-warm-up');
    pco.requests.length = 0;
    const guesses = [...Array(30).keys()].map((i) => `/events/${500001 + i}-guess`);
    guesses.push(...PRIVATE_EVENTS.map((e) => `/events/${e.id}`));
    for (const path of guesses) expect((await get(path)).status, path).toBe(404);
    // at most one more reading of the three lists, should their minute in the cache run out
    expect(pco.requests.length).toBeLessThanOrEqual(KINDS.length);
    expect(pco.requests.filter((r) => r.startsWith('/calendar/v2/events'))).toEqual([]);
  });
});
