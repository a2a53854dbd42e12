/** The demo's public events (private.ts has those the website must never show). */

/** The kinds of public event, by the Calendar tag the site reads for each. */
export type TagKey = 'church' | 'special' | 'youth';

export interface DemoEvent {
  id: string;
  /** 'staff' is a tag the site does not read: the staff's own events carry only that one. */
  tag: TagKey | 'staff';
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
  /** Planning Center's `visible_in_church_center`; true unless said. */
  visible?: boolean;
  /** Planning Center's `approval_status`: 'A' approved (unless said), 'P' pending, 'R' rejected. */
  approval?: 'A' | 'P' | 'R';
}

export const SUNDAY = 7;
const REGISTER = 'https://dcc.churchcenter.com/registrations/events';

export const PUBLIC_EVENTS: DemoEvent[] = [
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
      'Bring a side dish to share; we provide the main course.\n<em>Rain or shine</em> under the pavilion.<img src="https://tracker.example.net/pixel.gif?event=6103" width="1" height="1">',
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
