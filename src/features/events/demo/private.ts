/**
 * Demo events the website must never show, each with upcoming occurrences: hidden from Church
 * Center, not approved (pending or rejected), or carrying no tag the site reads. Planning Center
 * lists them beside the public ones, so the tests can prove the site keeps them off its lists,
 * pages and calendars.
 */
import { SUNDAY, type DemoEvent } from './public.ts';

const plain = { image: false, registration_url: null } as const;

export const PRIVATE_EVENTS: DemoEvent[] = [
  {
    ...plain,
    id: '6301',
    tag: 'church',
    name: 'Elders’ Meeting',
    summary: 'Closed meeting of the elders.',
    description: 'Agenda: church discipline matters and the pastor’s review.',
    location: 'Pastor’s Study',
    schedule: { weekly: [4] },
    start: { hour: 19, minute: 0 },
    minutes: 120,
    visible: false,
  },
  {
    ...plain,
    id: '6302',
    tag: 'special',
    name: 'Hospital Visitation Rota',
    summary: 'Who visits which members in hospital.',
    description: 'Private: names and rooms are shared with the visitors only.',
    location: 'Rex Hospital',
    schedule: { once: { weeksAhead: 2, weekday: 3 } },
    start: { hour: 14, minute: 0 },
    minutes: 120,
    visible: false,
  },
  {
    ...plain,
    id: '6303',
    tag: 'youth',
    name: 'Youth Ski Trip (awaiting approval)',
    summary: 'Not confirmed yet.',
    description: 'Waiting for the elders to approve the budget.',
    location: 'Sugar Mountain',
    schedule: { once: { weeksAhead: 4, weekday: 6 } },
    start: { hour: 7, minute: 0 },
    minutes: 600,
    approval: 'P',
  },
  {
    ...plain,
    id: '6304',
    tag: 'special',
    name: 'Concert Night (declined)',
    summary: 'The room request was declined.',
    description: 'Declined: the sanctuary is booked.',
    location: 'Sanctuary',
    schedule: { weekly: [5] },
    start: { hour: 19, minute: 30 },
    minutes: 120,
    approval: 'R',
  },
  {
    ...plain,
    id: '6305',
    tag: 'staff',
    name: 'Staff Retreat',
    summary: 'The staff plan the year.',
    description: 'Staff only.',
    location: 'Camp Caraway',
    schedule: { once: { weeksAhead: 3, weekday: 1 } },
    start: { hour: 9, minute: 0 },
    minutes: 480,
  },
  {
    ...plain,
    id: '6306',
    tag: 'staff',
    name: 'Counting Team',
    summary: 'The offering is counted and banked.',
    description: 'Two unrelated counters, always.',
    location: 'Church Office',
    schedule: { weekly: [SUNDAY] },
    start: { hour: 12, minute: 15 },
    minutes: 60,
  },
];
