/** The sign-ups' search records: their card on /events, their words, escaped. */
import { expect, test } from 'vitest';
import type { PublicSignup } from '../../../../src/features/signups/shared/api-types.ts';
import {
  signupIndexHtml,
  signupsForIndex,
} from '../../../../src/features/signups/shared/search-record.ts';

const signup: PublicSignup = {
  id: '42',
  name: 'Retreat <b>',
  descriptionHtml: '<p>A weekend away.</p>',
  logoUrl: null,
  times: [],
  moreTimes: 0,
  place: { kind: 'city', text: 'Apex, NC 27502' },
  price: '$25.00–$45.00',
  categories: ['Adults'],
  openAt: null,
  closeAt: null,
  windowText: '',
  buttonText: 'Register',
  eventLine: 'Registration required',
  url: 'https://dcc.churchcenter.com/registrations/events/42',
  eventIds: [],
};

test('each sign-up is found at its card, with its place, price and categories', () => {
  const [record] = signupsForIndex({ signups: [signup], categories: ['Adults'] });
  expect(record).toEqual({
    page: '/events#signup-42',
    name: 'Retreat <b>',
    facts: 'Near Apex, NC 27502. $25.00–$45.00. Adults',
    descriptionHtml: '<p>A weekend away.</p>',
  });
  const html = signupIndexHtml(record!);
  expect(html).toContain('<h1>Retreat &lt;b&gt;</h1>');
  expect(html).toContain('<p>A weekend away.</p>');
});
