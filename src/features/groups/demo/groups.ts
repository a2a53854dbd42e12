/**
 * Every demo group: the listed ones (listed.ts) and the ones no stranger may see: one in a
 * type hidden from Church Center, an archived one and an unlisted one; and the PLANTED strings
 * that must never reach a stranger (docs/security.md, "What is protected").
 */
import { CHURCH, home, type DemoGroup } from './data.ts';
import { LISTED_GROUPS } from './listed.ts';

export * from './data.ts';

const HIDDEN_GROUPS: DemoGroup[] = [
  {
    id: '7090',
    name: 'Planted Elder Deliberations',
    type: '6109',
    schedule: 'Mondays at 7:00pm',
    description: '<p>Planted hidden-type description.</p>',
    status: 'open',
    strategy: 'open_signup',
    tags: ['6305'],
    location: CHURCH,
    members: 6,
    email: 'planted.leader.elders@example.org',
  },
  {
    id: '7091',
    name: 'Planted Archived Alpha Course',
    type: '6102',
    schedule: 'Thursdays at 6:00pm',
    description: '<p>Planted archived description.</p>',
    status: 'closed',
    strategy: 'closed',
    tags: ['6305'],
    location: CHURCH,
    members: 25,
    email: 'planted.leader.alpha@example.org',
    archived: true,
  },
  {
    id: '7092',
    name: 'Planted Unlisted Recovery Circle',
    type: '6101',
    schedule: 'Saturdays at 8:00am',
    description: '<p>Planted unlisted description.</p>',
    status: 'private',
    strategy: 'request_to_join',
    tags: ['6305'],
    location: home('55 Plantedrecovery Street, Cary, NC 27513', 'exact', 35.7801, -78.8011),
    members: 8,
    email: 'planted.leader.recovery@example.org',
    publicEvents: true,
  },
];

export const GROUPS: DemoGroup[] = [...LISTED_GROUPS, ...HIDDEN_GROUPS];

/** Text that must never reach a stranger: every answer and page is searched for it. */
export const PLANTED_GROUP_TEXT: readonly string[] = [
  'Planted',
  '@example.org',
  'meet.example.com',
  'Pastoral Watchlist',
  'Needs Shepherding',
  'Staff and Elders Confidential',
  'latitude',
  'longitude',
  ...GROUPS.flatMap((g) => (g.location ? [String(g.location.lat), String(g.location.lng)] : [])),
];
