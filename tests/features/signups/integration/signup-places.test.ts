/**
 * A sign-up's place as the site serves it (docs/security.md, "What is protected"), from the
 * Planning Center stand-in with sign-ups at homes of many names and shapes and at the places the
 * church names as public (src/content/church.json, src/content/public-places.json): a home shows
 * only its area on /api/signups and on its event's page, whatever it is called; a public place
 * shows whole, however Planning Center spells its address.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SignupsAnswer } from '../../../../src/features/signups/shared/api-types.ts';
import { startPlacesPco, type PlacesPco } from '../../../helpers/signup-places-pco.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

const at = (name: string, street: string, town: string, subpremise: string | null = null) => ({
  name,
  location_type: 'address',
  formatted_address: `${street}, ${town}`,
  full_formatted_address: `${street}, ${town}, United States`,
  subpremise,
  latitude: 35.7,
  longitude: -78.8,
});

/** Homes: the street each must never show, and the area it shows instead. */
const HOMES = [
  [at("The Millers'", '14 Birch Hollow Drive', 'Cary, NC 27513'), 'Birch Hollow', 'Cary, NC 27513'],
  [at('Smith Family', '220 Maple Street', 'Apex, NC 27502'), 'Maple', 'Apex, NC 27502'],
  [
    at('Johnson Homestead', '4410 Old Farm Road', 'Holly Springs, NC 27540'),
    'Old Farm',
    'Holly Springs, NC 27540',
  ],
  [
    at('Lakehouse', '88 Shoreline Ct', 'Wake Forest, NC 27587'),
    'Shoreline',
    'Wake Forest, NC 27587',
  ],
  [at('123 Oak Lane', '123 Oak Lane', 'Raleigh, NC 27601'), 'Oak Lane', 'Raleigh, NC 27601'],
  [at('Damascus Regional Park', '502 Park Road', 'Cary, NC 27519'), '502 Park', 'Cary, NC 27519'],
  [
    at('Dogwood Community Church', '2400 Dogwood Lane, Unit 2', 'Cary, NC 27513', 'Unit 2'),
    'Unit 2',
    'Cary, NC 27513',
  ],
] as const;

/** Public places, spelled as Planning Center may: what each shows. */
const VENUES = [
  [
    at('Fellowship Hall', '2400 Dogwood Ln', 'Cary, NC 27513'),
    'Dogwood Community Church, 2400 Dogwood Lane, Cary, NC 27513',
  ],
  [
    at('Picnic shelter 3', '500 Park Rd.', 'Cary, North Carolina 27519-4410'),
    'Damascus Regional Park, 500 Park Road, Cary, NC 27519',
  ],
  [
    at('', '12 LAKESHORE DR', 'WAKE FOREST, NC 27587'),
    'Camp Lakeside, 12 Lakeshore Drive, Wake Forest, NC 27587',
  ],
] as const;

let pco: PlacesPco;
let server: TestServer;
let answer: SignupsAnswer;
let body: string;
beforeAll(async () => {
  pco = await startPlacesPco([...HOMES, ...VENUES].map(([location]) => location));
  server = await startTestServer({ PCO_BASE_URL: pco.url, PCO_REGISTRATIONS: 'true' });
  const response = await fetch(`${server.url}/api/signups`);
  body = await response.text();
  expect(response.status, body).toBe(200);
  answer = JSON.parse(body) as SignupsAnswer;
});
afterAll(async () => {
  await server?.close();
  await pco?.close();
});

const placeOf = (at: number) => answer.signups.find((s) => s.id === pco.ids[at])?.place;

describe('/api/signups', () => {
  test('a home, whatever its name, shows only its area', () => {
    HOMES.forEach(([location, , area], index) =>
      expect(placeOf(index), location.name).toEqual({ kind: 'city', text: area }),
    );
  });

  test('no home’s street, flat or coordinates appear anywhere in the answer', () => {
    for (const [, street] of HOMES) expect(body).not.toContain(street);
    expect(body).not.toMatch(/latitude|35\.7\b/);
  });

  test('a public place shows whole, as the church wrote it', () => {
    VENUES.forEach(([location, shown], index) => {
      const place = placeOf(HOMES.length + index);
      expect(place?.kind, location.name).toBe('venue');
      expect(place && place.kind === 'venue' && `${place.name}, ${place.address}`).toBe(shown);
    });
  });
});

describe('the event page', () => {
  test('shows its sign-up at a home by the area only', async () => {
    const response = await fetch(`${server.url}/events/6103`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Near Cary, NC 27513');
    expect(html).not.toContain('Birch Hollow');
  });
});
