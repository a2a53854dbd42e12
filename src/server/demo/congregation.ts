/**
 * The demo congregation: people in households with contact items, a directory list and a
 * household-leaders list. Deterministic for a given size (env DEMO_PEOPLE, default 300).
 */
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, MEDICAL_NOTES, STREETS, TOWNS } from './names.ts';
import { seeded, type Random } from './random.ts';
import { withUnlistedCases } from './unlisted.ts';

export interface DemoContact {
  id: string;
  location: string;
}
export interface DemoEmail extends DemoContact {
  address: string;
  primary: boolean;
}
export interface DemoAddress extends DemoContact {
  street: string;
  city: string;
  state: string;
  zip: string;
  primary: boolean;
}
export interface DemoPhone extends DemoContact {
  number: string;
  e164: string;
  primary: boolean;
}

export interface DemoPerson {
  id: string;
  householdId: string;
  first_name: string;
  last_name: string;
  gender: 'M' | 'F';
  birthdate: string;
  child: boolean;
  grade: number | null;
  membership: string | null;
  medical_notes: string | null;
  passed_background_check: boolean;
  emails: DemoEmail[];
  addresses: DemoAddress[];
  phones: DemoPhone[];
}

export interface DemoHousehold {
  id: string;
  name: string;
  memberIds: string[];
  primaryContactId: string;
}

export interface Congregation {
  people: DemoPerson[];
  households: DemoHousehold[];
  byId: Map<string, DemoPerson>;
  householdById: Map<string, DemoHousehold>;
  /** Who the directory list holds: most people, not all. */
  directoryIds: string[];
  /** The household-leaders list: most households' primary contacts, not all. */
  leaderIds: string[];
}

const REFERENCE_YEAR = 2025; // ages are fixed so the demo never changes with the clock
const HOUSEHOLD_SIZES = [1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 6] as const;
const MEMBERSHIPS = [
  'Member',
  'Member',
  'Member',
  'Regular Attender',
  'Regular Attender',
  'Visitor',
  'Participant',
];
const DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

function birthdate(random: Random, age: number): string {
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${REFERENCE_YEAR - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function phone(random: Random, id: string, location: string): DemoPhone {
  const area = random.pick(['301', '240']);
  const line = String(random.int(100, 199)).padStart(4, '0');
  return {
    id,
    location,
    number: `(${area}) 555-${line}`,
    e164: `+1${area}555${line}`,
    primary: true,
  };
}

function makePerson(
  random: Random,
  n: number,
  household: DemoHousehold,
  adult: boolean,
  lastName: string,
): DemoPerson {
  const gender = random.chance(0.5) ? 'F' : 'M';
  const first = random.pick(gender === 'F' ? FEMALE_NAMES : MALE_NAMES);
  const age = adult ? random.int(24, 86) : random.int(0, 17);
  const id = String(1_000_000 + n);
  const handle = `${first}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const emails: DemoEmail[] = [
    {
      id: `7${id}1`,
      location: 'Home',
      address: `${handle}${n % 97}@${random.pick(DOMAINS)}`,
      primary: true,
    },
  ];
  if (adult && random.chance(0.3)) {
    emails.push({
      id: `7${id}2`,
      location: 'Work',
      address: `${handle}@work.example.com`,
      primary: false,
    });
  }
  const phones = [phone(random, `8${id}1`, adult ? 'Mobile' : 'Home')];
  if (adult && random.chance(0.25))
    phones.push({ ...phone(random, `8${id}2`, 'Work'), primary: false });
  return {
    id,
    householdId: household.id,
    first_name: first,
    last_name: lastName,
    gender,
    birthdate: birthdate(random, age),
    child: !adult,
    grade: !adult && age >= 5 ? Math.min(12, age - 6) : null,
    membership: random.chance(0.06) ? null : random.pick(MEMBERSHIPS),
    medical_notes: random.chance(adult ? 0.05 : 0.3) ? random.pick(MEDICAL_NOTES) : null,
    passed_background_check: adult && random.chance(0.4),
    emails,
    addresses: [],
    phones,
  };
}

function makeHousehold(
  random: Random,
  index: number,
  firstPerson: number,
  size: number,
): { household: DemoHousehold; members: DemoPerson[] } {
  const lastName = random.pick(LAST_NAMES);
  const household: DemoHousehold = {
    id: String(90_000 + index),
    name: `${lastName} Household`,
    memberIds: [],
    primaryContactId: '',
  };
  const adults = size === 1 ? 1 : random.chance(0.85) ? 2 : 1;
  const town = random.pick(TOWNS);
  const home = { street: `${random.int(100, 26999)} ${random.pick(STREETS)}`, ...town };
  const members: DemoPerson[] = [];
  for (let i = 0; i < size; i++) {
    const person = makePerson(random, firstPerson + i, household, i < adults, lastName);
    person.addresses.push({ id: `9${person.id}1`, location: 'Home', primary: true, ...home });
    if (i < adults && random.chance(0.1)) {
      person.addresses.push({
        id: `9${person.id}2`,
        location: 'Work',
        primary: false,
        street: `${random.int(1, 999)} Professional Dr`,
        city: 'Rockville',
        state: 'MD',
        zip: '20850',
      });
    }
    members.push(person);
  }
  household.memberIds = members.map((p) => p.id);
  household.primaryContactId = members[0]!.id;
  return { household, members };
}

/** Generates a congregation of about `size` people (at least 1). */
export function generateCongregation(size = 300, seed = 20_250_105): Congregation {
  const random = seeded(seed);
  const people: DemoPerson[] = [];
  const households: DemoHousehold[] = [];
  while (people.length < size) {
    const wanted = Math.min(random.pick(HOUSEHOLD_SIZES), size - people.length);
    const { household, members } = makeHousehold(
      random,
      households.length + 1,
      people.length + 1,
      wanted,
    );
    households.push(household);
    people.push(...members);
  }
  const pickOut = seeded(seed + 1);
  const drawn = people.filter(() => !pickOut.chance(0.06)).map((p) => p.id);
  const leaderIds = households.filter(() => !pickOut.chance(0.08)).map((h) => h.primaryContactId);
  const directoryIds = withUnlistedCases(drawn, households, leaderIds);
  return {
    people,
    households,
    byId: new Map(people.map((p) => [p.id, p])),
    householdById: new Map(households.map((h) => [h.id, h])),
    directoryIds,
    leaderIds,
  };
}

let cached: { size: number; congregation: Congregation } | undefined;

/** The congregation for the configured size (DEMO_PEOPLE), generated once per size. */
export function congregation(size = demoSize()): Congregation {
  if (cached?.size !== size) cached = { size, congregation: generateCongregation(size) };
  return cached.congregation;
}

/** DEMO_PEOPLE as a whole number between 1 and 100,000; 300 by default. */
export function demoSize(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env['DEMO_PEOPLE'] ?? 300);
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 300;
}
