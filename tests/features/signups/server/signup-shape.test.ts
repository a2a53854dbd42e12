/** A kept sign-ups answer served in an outage: brought up to the hour it is served. */
import { expect, test } from 'vitest';
import type { PublicSignup } from '../../../../src/features/signups/shared/api-types.ts';
import { refreshSignups } from '../../../../src/features/signups/server/signup-shape.ts';

const base: PublicSignup = {
  id: '1',
  name: 'Retreat',
  descriptionHtml: '',
  logoUrl: null,
  times: [{ startsAt: '2026-01-10T14:00:00Z', endsAt: '2026-01-10T16:00:00Z', allDay: false }],
  moreTimes: 0,
  place: null,
  price: null,
  categories: [],
  openAt: '2026-01-05T14:00:00Z',
  closeAt: '2026-01-09T05:00:00Z',
  windowText: 'Registration opens Mon, Jan 5 at 9:00 AM',
  buttonText: 'Registration opens Mon, Jan 5 at 9:00 AM',
  eventLine: 'Registration opens Mon, Jan 5 at 9:00 AM',
  url: 'https://dcc.churchcenter.com/registrations/events/1',
  eventIds: [],
};
const zone = 'America/New_York';

test('the window words are said again at the hour served', () => {
  const now = Date.parse('2026-01-06T12:00:00Z');
  const [s] = refreshSignups({ signups: [base], categories: [] }, now, zone, []).signups;
  expect(s!.windowText).toBe('Register by Thu, Jan 8');
  expect(s!.buttonText).toBe('Register');
  expect(s!.eventLine).toBe('Registration required');
});

test('a sign-up that is over by then is dropped', () => {
  const now = Date.parse('2026-01-11T12:00:00Z');
  expect(refreshSignups({ signups: [base], categories: [] }, now, zone, []).signups).toEqual([]);
});

test('a kept venue no longer named public shows only its area', () => {
  const now = Date.parse('2026-01-06T12:00:00Z');
  const address = '14 Birch Hollow Drive, Cary, NC 27513';
  const kept = { ...base, place: { kind: 'venue' as const, name: 'The Millers', address } };
  const places = [{ name: 'Park', address: '500 Park Road, Cary, NC 27519' }];
  const [s] = refreshSignups({ signups: [kept], categories: [] }, now, zone, places).signups;
  expect(s!.place).toEqual({ kind: 'city', text: 'Cary, NC 27513' });
});
