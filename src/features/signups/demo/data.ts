/**
 * The demo's Planning Center Registrations sign-ups (docs/requirements.md, "Sign-ups"): the two
 * Sunday services at 9:00 and 11:00, a picnic, a paid retreat with two prices, one that opens next
 * week, one whose registration has closed, an online class, a home-hosted evening, and some the
 * website must never show (direct link only, archived, linked only from a hidden event, over),
 * with private facts planted in them. Times are relative to the clock, in the church's zone.
 */

/**
 * Which weekday (luxon: 1 Monday .. 7 Sunday) and hour, in which week as the demo calendar counts
 * them (1: the next seven days; 0 or less: past).
 */
export interface DemoTime {
  weeksAhead: number;
  weekday: number;
  hour: number;
  minutes: number;
}

export interface DemoSignup {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  times: DemoTime[];
  /** Days from now of open_at and close_at (null: none). */
  openDays: number | null;
  closeDays: number | null;
  archived?: boolean;
  location: Record<string, unknown> | null;
  /** [name, cents, publicly available] */
  prices: [string, number, boolean][];
  categories: string[];
}

const SUNDAY = 7;
const sundays = (hour: number): DemoTime[] =>
  [1, 2, 3, 4, 5, 6].map((w) => ({ weeksAhead: w, weekday: SUNDAY, hour, minutes: 75 }));

const SANCTUARY = {
  name: 'Dogwood Community Church',
  location_type: 'address',
  formatted_address: '2400 Dogwood Lane, Cary, NC 27513',
  full_formatted_address: '2400 Dogwood Lane, Cary, NC 27513, United States',
  subpremise: null,
  url: null,
  latitude: 35.7915,
  longitude: -78.7811,
};

/** The sign-ups the site shows (linked from a public event, or listed in src/content/signups.json). */
export const SHOWN_SIGNUPS: DemoSignup[] = [
  ...[9, 11].map((hour, at) => ({
    id: `221090${at + 1}`,
    name: `${hour}:00 AM Sunday Service`,
    description: `<p>For a season we hold <strong>two services</strong>. Register for the ${hour}:00 service so we can plan seating.</p>`,
    logo: at === 0 ? '6101' : '6102',
    times: sundays(hour),
    openDays: -30,
    closeDays: null,
    location: SANCTUARY,
    prices: [['Adult', 0, true] as [string, number, boolean]],
    categories: ['Worship'],
  })),
  {
    id: '2210903',
    name: 'Church Picnic',
    description: '<p>Food, games and fellowship. Bring a side dish.</p>',
    logo: null,
    times: [{ weeksAhead: 3, weekday: 6, hour: 12, minutes: 180 }],
    openDays: -7,
    closeDays: 18,
    location: {
      name: 'Damascus Regional Park',
      location_type: 'address',
      formatted_address: '500 Park Road, Cary, NC 27519',
      full_formatted_address: '500 Park Road, Cary, NC 27519, United States',
      subpremise: null,
      latitude: 35.81,
      longitude: -78.85,
    },
    prices: [['Family', 0, true]],
    categories: ['Fellowship'],
  },
  {
    id: '2210904',
    name: 'Youth Lock-In',
    description: '<p>An overnight of games and worship for grades 6 to 12.</p>',
    logo: null,
    times: [{ weeksAhead: 2, weekday: 5, hour: 20, minutes: 660 }],
    openDays: 3,
    closeDays: 6,
    location: SANCTUARY,
    prices: [['Student', 1500, true]],
    categories: ['Youth'],
  },
  {
    id: '2210905',
    name: 'Fall Retreat',
    description:
      '<p>A weekend away at the lake.<script>alert(1)</script> <a href="javascript:alert(1)">Schedule</a></p>',
    logo: null,
    times: [{ weeksAhead: 4, weekday: 5, hour: 18, minutes: 44 * 60 }],
    openDays: -10,
    closeDays: 20,
    location: {
      name: 'Camp Lakeside',
      location_type: 'address',
      formatted_address: '12 Lakeshore Drive, Wake Forest, NC 27587',
      full_formatted_address: '12 Lakeshore Drive, Wake Forest, NC 27587, United States',
      subpremise: null,
      latitude: 35.98,
      longitude: -78.51,
    },
    prices: [
      ['Commuter', 2500, true],
      ['Cabin bed', 4500, true],
      ['Staff comp', 100, false],
    ],
    categories: ['Adults', 'Retreats'],
  },
  {
    id: '2210906',
    name: 'Online Bible Class: Romans',
    description: '<p>Six weeks through Romans, from home.</p>',
    logo: null,
    times: [1, 2, 3, 4, 5, 6].map((w) => ({ weeksAhead: w, weekday: 2, hour: 19, minutes: 60 })),
    openDays: -3,
    closeDays: 6,
    location: {
      name: 'Zoom',
      location_type: 'online',
      url: 'https://zoom.us/j/98765432100?pwd=SECRETMEETING',
      formatted_address: null,
      full_formatted_address: null,
    },
    prices: [['Class', 0, true]],
    categories: ['Adults', 'Classes'],
  },
  {
    id: '2210907',
    name: 'Prayer Evening',
    description:
      '<p>An evening of prayer hosted in a home.<img src="https://tracker.example.net/pixel.gif?signup=2210907" alt=""></p>',
    logo: null,
    times: [{ weeksAhead: 2, weekday: 5, hour: 19, minutes: 120 }],
    openDays: -5,
    closeDays: 5,
    location: {
      name: 'The Whitakers’ home',
      location_type: 'address',
      formatted_address: '77 Hidden Oak Court, Apt 4B, Apex, NC 27502',
      full_formatted_address: '77 Hidden Oak Court, Apt 4B, Apex, NC 27502, United States',
      subpremise: 'Apt 4B',
      latitude: 35.7327,
      longitude: -78.8503,
    },
    prices: [],
    categories: ['Prayer'],
  },
  {
    id: '2210908',
    name: "Men's Breakfast",
    description: '<p>Pancakes and a talk.</p>',
    logo: null,
    times: [{ weeksAhead: 2, weekday: 6, hour: 8, minutes: 90 }],
    openDays: -20,
    closeDays: -1,
    location: SANCTUARY,
    prices: [['Ticket', 800, true]],
    categories: ['Adults'],
  },
];
