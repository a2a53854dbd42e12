/**
 * Demo sign-ups the website must never show, with private facts planted in them (names, emails,
 * phones, flats, coordinates, meeting links) so the tests can search everything served for them.
 */
import type { DemoSignup } from './data.ts';

/** A private word the tests look for in everything the site serves. */
export const PLANTED = {
  name: 'Bartholomew Quigley-Private',
  email: 'quigley.private@example.com',
  phone: '919-555-0199',
  flat: 'Unit 913X',
  coordinate: 35.123456,
  meeting: 'https://zoom.us/j/11122233344?pwd=HIDDENSIGNUP',
};

const hiddenHome = {
  name: `${PLANTED.name}'s home`,
  location_type: 'address',
  formatted_address: `9 Secret Lane, ${PLANTED.flat}, Raleigh, NC 27601`,
  full_formatted_address: `9 Secret Lane, ${PLANTED.flat}, Raleigh, NC 27601, United States`,
  subpremise: PLANTED.flat,
  latitude: PLANTED.coordinate,
  longitude: -78.6,
};

const hidden = (id: string, name: string, extra: Partial<DemoSignup>): DemoSignup => ({
  id,
  name,
  description: `<p>Contact ${PLANTED.name} at ${PLANTED.email} or ${PLANTED.phone}.</p>`,
  logo: null,
  times: [{ weeksAhead: 2, weekday: 3, hour: 18, minutes: 60 }],
  openDays: -2,
  closeDays: 10,
  location: hiddenHome,
  prices: [['Secret rate', 999, true]],
  categories: ['Staff Only'],
  ...extra,
});

export const HIDDEN_SIGNUPS: DemoSignup[] = [
  // "direct link only" in Church Center: the API gives it like any other
  hidden('2210910', 'Staff Retreat (direct link only)', {}),
  // archived (and listed by staff by mistake: still hidden)
  hidden('2210911', 'Old Membership Class', { archived: true }),
  // linked only from a calendar event hidden from Church Center (6302)
  hidden('2210912', 'Hospital Visitation Sign-up', {
    location: { name: 'Zoom', location_type: 'online', url: PLANTED.meeting },
  }),
  // linked from a public event, but over: its times and window are past
  hidden('2210899', 'Harvest Dinner', {
    times: [{ weeksAhead: -1, weekday: 6, hour: 17, minutes: 150 }],
    closeDays: -8,
  }),
];

/** Calendar event → sign-up connections (Calendar's EventConnection), and one of another product. */
export const CONNECTIONS: [eventId: string, product: string, type: string, toId: string][] = [
  ['6101', 'registrations', 'signup', '2210901'],
  ['6102', 'registrations', 'signup', '2210902'],
  ['6103', 'registrations', 'signup', '2210903'],
  ['6202', 'registrations', 'signup', '2210904'],
  ['6105', 'registrations', 'signup', '2210899'],
  ['6302', 'registrations', 'signup', '2210912'],
  ['6104', 'groups', 'group', '7001'],
];
