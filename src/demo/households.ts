/** One demo household at a time: its people, their contact items and its home. */
import type { DemoEmail, DemoHousehold, DemoPerson, DemoPhone } from './congregation-types.ts';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from './names.ts';
import type { Random } from './random.ts';

const STREETS = [
  'Main St',
  'Oak Dr',
  'Maple Ave',
  'Church Rd',
  'Ridge Rd',
  'Mill Creek Ln',
  'Hawkins Ct',
  'Bethesda Church Rd',
  'Kings Valley Rd',
  'Laytonsville Rd',
  'Woodfield Rd',
  'Sundown Rd',
  'Cedar Grove Ct',
  'Meadow View Dr',
  'Lewisdale Rd',
  'Orchard Way',
  'Chestnut Ct',
  'Hilltop Pl',
] as const;

const TOWNS = [
  { city: 'Damascus', state: 'MD', zip: '20872' },
  { city: 'Clarksburg', state: 'MD', zip: '20871' },
  { city: 'Germantown', state: 'MD', zip: '20874' },
  { city: 'Mount Airy', state: 'MD', zip: '21771' },
  { city: 'Gaithersburg', state: 'MD', zip: '20882' },
  { city: 'Boyds', state: 'MD', zip: '20841' },
] as const;

const MEDICAL_NOTES = [
  'Peanut allergy: carries an EpiPen.',
  'Asthma; inhaler in backpack.',
  'Allergic to penicillin.',
  'Type 1 diabetes; parents on call.',
  'Bee sting allergy.',
] as const;

const REFERENCE_YEAR = 2025; // ages are fixed so the demo never changes with the clock

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

/** One demo household of `size` people, numbered from `firstPerson`, with a shared last name. */
export function makeHousehold(
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
