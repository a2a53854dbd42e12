/**
 * The sign-ups' answers (docs/security.md, "What is protected"): /api/signups lists exactly the
 * demo's shown sign-ups and nothing planted in hidden sign-ups or private records (names,
 * emails, phones, flats, coordinates, meeting links); places, prices and windows read as the
 * rules say; a hidden or unknown sign-up's id is the site's 404, byte for byte. In production
 * mode the same checks run against the Planning Center stand-in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SignupsAnswer } from '../../../../src/features/signups/shared/api-types.ts';
import { HIDDEN_SIGNUPS, PLANTED_SIGNUP, SHOWN_SIGNUPS } from '../../../../src/demo/index.ts';
import { searchSite } from '../../../helpers/search.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { TARGET } from '../../../helpers/target.ts';
import { wholeAnswer } from '../../../helpers/whole-answer.ts';

const PLANTED_TEXT = [
  PLANTED_SIGNUP.name,
  PLANTED_SIGNUP.email,
  PLANTED_SIGNUP.phone,
  PLANTED_SIGNUP.flat,
  String(PLANTED_SIGNUP.coordinate),
  PLANTED_SIGNUP.meeting,
  'SECRETMEETING',
  'Hidden Oak',
  'Apt 4B',
  '35.7327',
  'latitude',
  'address_data',
  'Secret rate',
  'Staff comp',
  '$1.00',
];

let server: TestServer;
let answer: SignupsAnswer;
let body: string;
beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/api/signups`);
  expect(response.status).toBe(200);
  body = await response.text();
  answer = JSON.parse(body) as SignupsAnswer;
});
afterAll(() => server.close());

describe('/api/signups', () => {
  test('lists exactly the sign-ups a visitor may see', () => {
    expect(answer.signups.map((s) => s.id).sort()).toEqual(SHOWN_SIGNUPS.map((s) => s.id).sort());
    for (const hidden of HIDDEN_SIGNUPS) expect(body).not.toContain(hidden.name);
  });

  test('carries nothing planted in hidden sign-ups or private records', () => {
    for (const planted of PLANTED_TEXT) expect(body, planted).not.toContain(planted);
  });

  test('descriptions carry no script and no link without an address', () => {
    const retreat = answer.signups.find((s) => s.id === '2210905')!;
    expect(retreat.descriptionHtml).toBe('<p>A weekend away at the lake. Schedule</p>');
    expect(body).not.toMatch(/<script|javascript:/i);
    // a tracking image in a description is a link, never loaded (src/platform/shared/sanitize.ts)
    expect(body).not.toMatch(/<img/i);
    expect(answer.signups.find((s) => s.id === '2210907')!.descriptionHtml).toContain(
      'href="https://tracker.example.net/pixel.gif?signup=2210907"',
    );
  });

  test('places: a venue whole, a home as its area, online as "Online"', () => {
    const by = (id: string) => answer.signups.find((s) => s.id === id)!;
    expect(by('2210903').place).toEqual({
      kind: 'venue',
      name: 'Damascus Regional Park',
      address: '500 Park Road, Cary, NC 27519',
    });
    expect(by('2210907').place).toEqual({ kind: 'city', text: 'Apex, NC 27502' });
    expect(by('2210906').place).toEqual({ kind: 'online' });
  });

  test('prices from the public selection types only', () => {
    const by = (id: string) => answer.signups.find((s) => s.id === id)!;
    expect(by('2210905').price).toBe('$25.00–$45.00');
    expect(by('2210901').price).toBe('Free');
    expect(by('2210904').price).toBe('$15.00');
    expect(by('2210907').price).toBeNull();
  });

  test('windows: opens next week, closed, and open with a close date', () => {
    const by = (id: string) => answer.signups.find((s) => s.id === id)!;
    expect(by('2210904').windowText).toMatch(
      /^Registration opens \w{3}, \w{3} \d+ at \d+:\d\d [AP]M$/,
    );
    expect(by('2210904').buttonText).toBe(by('2210904').windowText);
    expect(by('2210908').windowText).toBe('Registration has closed');
    expect(by('2210908').buttonText).toBe('See details');
    expect(by('2210903').windowText).toMatch(/^Register by \w{3}, \w{3} \d+/);
    expect(by('2210903').buttonText).toBe('Register');
    expect(body).not.toMatch(/\b(full|waitlist|spots left)\b/i);
  });

  test('the Sunday services are linked from their calendar events', () => {
    const by = (id: string) => answer.signups.find((s) => s.id === id)!;
    expect(by('2210901').eventIds).toEqual(['6101']);
    expect(by('2210902').eventIds).toEqual(['6102']);
    expect(by('2210901').times.length).toBe(3);
    expect(by('2210901').moreTimes).toBeGreaterThan(0);
  });

  test('a hidden, archived or unknown id is the site 404, byte for byte', async () => {
    const first = await wholeAnswer(`${server.url}/api/signups/123456`);
    expect(first.status).toBe(404);
    for (const id of ['2210910', '2210911', '2210912', '2210899', 'abc'])
      expect(await wholeAnswer(`${server.url}/api/signups/${id}`)).toEqual(first);
    const shown = await fetch(`${server.url}/api/signups/2210905`);
    expect(shown.status).toBe(200);
  });
});

// as the groups' (groups.test.ts): a deploy's build reads them from the live site, which
// Netlify's build in the tests does not have, so the index is checked on the sources
describe.skipIf(TARGET === 'preview')('the search index', () => {
  test('holds the shown sign-ups, at their cards on /events, and no hidden one', async () => {
    const found = await searchSite(server.url, 'Fall Retreat');
    expect(found.map((f) => f.url)).toContain('/events#signup-2210905');
    for (const hidden of HIDDEN_SIGNUPS) {
      const hits = await searchSite(server.url, hidden.name, 20);
      for (const f of hits) expect(f.url, hidden.name).not.toContain(hidden.id);
    }
    const text = JSON.stringify(await searchSite(server.url, 'Quigley', 20));
    expect(text).not.toContain('Quigley');
  });
});
