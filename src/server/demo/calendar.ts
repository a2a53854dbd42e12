/**
 * The demo calendar: regular, special and youth events with instances over the next 8 weeks,
 * computed from the clock in the church's zone so times stay right across daylight saving.
 */
import { DateTime } from 'luxon';
import { DEMO_IDS } from '../config.ts';

export type TagKey = 'church' | 'special' | 'youth';

export interface DemoEvent {
  id: string;
  tag: TagKey;
  name: string;
  summary: string;
  /** Markdown, as a church office types it: links, line breaks, sometimes raw HTML. */
  description: string;
  image: boolean;
  location: string;
  registration_url: string | null;
  /** Weekly on these luxon weekdays (1 Monday .. 7 Sunday), or once at `weeksAhead` (<= 0: past). */
  schedule: { weekly: number[] } | { once: { weeksAhead: number; weekday: number } };
  start: { hour: number; minute: number };
  /** Minutes; long ones cross midnight. */
  minutes: number;
}

const SUNDAY = 7;
const REGISTER = 'https://dcc.churchcenter.com/registrations/events';

export const EVENTS: DemoEvent[] = [
  {
    id: '6001',
    tag: 'church',
    name: 'Sunday Worship',
    summary: 'Worship with us every Sunday.',
    description:
      "Join us for worship, teaching from God's Word and prayer.\nChildren's classes meet during the service; the nursery and cry room are open.\n\nCan't make it? Listen to past sermons on the [media page](/media).",
    image: true,
    location: 'Sanctuary',
    registration_url: null,
    schedule: { weekly: [SUNDAY] },
    start: { hour: 10, minute: 30 },
    minutes: 75,
  },
  {
    id: '6002',
    tag: 'church',
    name: 'Sunday Prayer',
    summary: 'Prayer before the service.',
    description:
      'We meet in the **Resource Room** to pray for the morning and for one another.\nEveryone is welcome.',
    image: false,
    location: 'Resource Room',
    registration_url: null,
    schedule: { weekly: [SUNDAY] },
    start: { hour: 9, minute: 30 },
    minutes: 45,
  },
  {
    id: '6003',
    tag: 'church',
    name: "Women's Group",
    summary: "Tuesday morning women's Bible study and prayer.",
    description:
      'Bible study, prayer and coffee.\nChildcare is available; ask the church office at https://dcc.example.org/contact.',
    image: true,
    location: 'Fellowship Hall',
    registration_url: null,
    schedule: { weekly: [2] },
    start: { hour: 10, minute: 0 },
    minutes: 90,
  },
  {
    id: '6004',
    tag: 'church',
    name: 'Community Groups',
    summary: 'Small groups meet in homes.',
    description:
      'Groups meet in homes around the area on Wednesday evenings.\nSee [Get Involved](/getinvolved) to find one near you.',
    image: false,
    location: 'Various homes',
    registration_url: null,
    schedule: { weekly: [3] },
    start: { hour: 19, minute: 0 },
    minutes: 90,
  },
  {
    id: '6101',
    tag: 'special',
    name: '9:00 AM Service (registration required)',
    summary: 'Temporary early service.',
    description:
      'For a season we hold **two services**, at 9:00 and 11:00.\nPlease [register in advance](https://dcc.churchcenter.com/registrations) so we can plan seating.',
    image: true,
    location: 'Sanctuary',
    registration_url: `${REGISTER}/2210901`,
    schedule: { weekly: [SUNDAY] },
    start: { hour: 9, minute: 0 },
    minutes: 75,
  },
  {
    id: '6102',
    tag: 'special',
    name: '11:00 AM Service (registration required)',
    summary: 'Temporary late service.',
    description:
      'The second of our two temporary services.\nPlease [register in advance](https://dcc.churchcenter.com/registrations).',
    image: true,
    location: 'Sanctuary',
    registration_url: `${REGISTER}/2210902`,
    schedule: { weekly: [SUNDAY] },
    start: { hour: 11, minute: 0 },
    minutes: 75,
  },
  {
    id: '6103',
    tag: 'special',
    name: 'Church Picnic',
    summary: 'Food, games and fellowship.',
    description:
      'Bring a side dish to share; we provide the main course.\n<em>Rain or shine</em> under the pavilion.',
    image: false,
    location: 'Damascus Regional Park',
    registration_url: `${REGISTER}/2210903`,
    schedule: { once: { weeksAhead: 3, weekday: 6 } },
    start: { hour: 12, minute: 0 },
    minutes: 180,
  },
  {
    id: '6104',
    tag: 'special',
    name: 'Family Promise Host Week',
    summary: 'We host families in need.',
    description:
      'Volunteers serve meals and stay overnight.\nSign up at https://dcc.example.org/familypromise.',
    image: true,
    location: 'Education Wing',
    registration_url: null,
    schedule: { once: { weeksAhead: 5, weekday: SUNDAY } },
    start: { hour: 17, minute: 0 },
    minutes: 6 * 24 * 60 + 15 * 60,
  },
  {
    // over already (last week): the calendar lists it no more, but its page says it has ended
    id: '6105',
    tag: 'special',
    name: 'Harvest Dinner',
    summary: 'A thanksgiving meal for the whole church family.',
    description:
      'Turkey, sides and pie in the **Fellowship Hall**.\nPlease register so we can set enough tables.',
    image: true,
    location: 'Fellowship Hall',
    registration_url: `${REGISTER}/2210899`,
    schedule: { once: { weeksAhead: -1, weekday: 6 } },
    start: { hour: 17, minute: 30 },
    minutes: 150,
  },
  {
    id: '6201',
    tag: 'youth',
    name: 'D-Nite',
    summary: 'Sunday night youth group.',
    description:
      'Scripture study, prayer and community for students in grades 6 to 12.\nDinner at 6:30!',
    image: true,
    location: 'Youth Room',
    registration_url: null,
    schedule: { weekly: [SUNDAY] },
    start: { hour: 18, minute: 30 },
    minutes: 90,
  },
  {
    id: '6202',
    tag: 'youth',
    name: 'Youth Lock-In',
    summary: 'An overnight of games and worship.',
    description: 'Bring a sleeping bag and a permission form.\nPick-up is at 7:00 AM.',
    image: false,
    location: 'Gym',
    registration_url: `${REGISTER}/2210904`,
    schedule: { once: { weeksAhead: 2, weekday: 5 } },
    start: { hour: 20, minute: 0 },
    minutes: 11 * 60,
  },
  {
    id: '6203',
    tag: 'youth',
    name: 'Youth Service Day',
    summary: 'Serving our neighbours.',
    description: 'We help with yard work for neighbours who need a hand.\nWear work clothes.',
    image: true,
    location: 'Meet at the church',
    registration_url: null,
    schedule: { once: { weeksAhead: 6, weekday: 6 } },
    start: { hour: 9, minute: 0 },
    minutes: 240,
  },
];

/** The Planning Center tag id of each kind. */
export const TAG_IDS: Record<TagKey, string> = { ...DEMO_IDS.calendarTags };

export interface DemoInstance {
  id: string;
  event: DemoEvent;
  startsAt: DateTime;
  endsAt: DateTime;
}

const EPOCH = { year: 2020, month: 1, day: 1 };
const WEEKS = 8;

/** Every instance from today through the next 8 weeks that has not ended yet. */
export function upcomingInstances(now: number, zone: string): DemoInstance[] {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const epoch = DateTime.fromObject(EPOCH, { zone });
  const instances: DemoInstance[] = [];
  for (let d = 0; d < WEEKS * 7; d++) {
    const day = today.plus({ days: d });
    for (const event of EVENTS) {
      const once = 'once' in event.schedule ? event.schedule.once : null;
      const onDay = once
        ? day.weekday === once.weekday && d >= once.weeksAhead * 7 - 7 && d < once.weeksAhead * 7
        : (event.schedule as { weekly: number[] }).weekly.includes(day.weekday);
      if (!onDay) continue;
      const startsAt = day.set(event.start);
      const endsAt = startsAt.plus({ minutes: event.minutes });
      const dayNumber = Math.round(day.diff(epoch, 'days').days);
      if (endsAt.toMillis() > now)
        instances.push({
          id: String(Number(event.id) * 100_000 + dayNumber),
          event,
          startsAt,
          endsAt,
        });
    }
  }
  return instances.sort((a, b) => a.startsAt.toMillis() - b.startsAt.toMillis());
}
