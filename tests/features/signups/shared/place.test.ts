/**
 * Where a sign-up happens (docs/security.md, "What is protected"): a whole address only at a
 * place the church names as public, matched by its address however Planning Center spells it;
 * every other address, whatever its name, only its area; online never its link.
 */
import { describe, expect, test } from 'vitest';
import { placeAgain, signupPlace } from '../../../../src/features/signups/shared/place.ts';
import { placeText } from '../../../../src/features/signups/shared/place-text.ts';
import { churchPlace } from '../../../../src/features/signups/shared/public-places.ts';

const CHURCH = churchPlace({
  name: 'Dogwood Community Church',
  street: '2400 Dogwood Lane',
  city: 'Cary',
  state: 'NC',
  zip: '27513',
});
const PARK = { name: 'Damascus Regional Park', address: '500 Park Road, Cary, NC 27519' };
const CAMP = { name: 'Camp Lakeside', address: '12 Lakeshore Drive, Wake Forest, NC 27587' };
const PLACES = [CHURCH, PARK, CAMP];

const at = (name: string, address: string, subpremise: string | null = null) => ({
  name,
  location_type: 'address',
  formatted_address: address,
  full_formatted_address: `${address}, United States`,
  subpremise,
  latitude: 35.7,
  longitude: -78.8,
});

/** Homes and other places nobody named public: [name, address, subpremise, the area shown]. */
const HOMES: [string, string, string | null, string][] = [
  ["The Millers'", '14 Birch Hollow Drive, Cary, NC 27513', null, 'Cary, NC 27513'],
  ['Smith Family', '220 Maple Street, Apex, NC 27502', null, 'Apex, NC 27502'],
  [
    'Johnson Homestead',
    '4410 Old Farm Road, Holly Springs, NC 27540',
    null,
    'Holly Springs, NC 27540',
  ],
  ['Lakehouse', '88 Shoreline Ct, Wake Forest, NC 27587', null, 'Wake Forest, NC 27587'],
  ['123 Oak Lane', '123 Oak Lane, Raleigh, NC 27601', null, 'Raleigh, NC 27601'],
  ['', '9 Elm St, Cary, NC 27511', null, 'Cary, NC 27511'],
  ['Casa Hernández', '31 Ridge View Way, Morrisville, NC 27560', null, 'Morrisville, NC 27560'],
  ["Pastor Dave's", '7 Chapel Hill Rd, Durham, NC 27707', null, 'Durham, NC 27707'],
  ['The Nguyens', '1502 Sunset Blvd, Garner, NC 27529', null, 'Garner, NC 27529'],
  ['Fellowship Hall', '15 Church Street, Apex, NC 27502', null, 'Apex, NC 27502'],
  ['Grace Community Center', '300 Center St, Apex, NC 27502', null, 'Apex, NC 27502'],
  ['Hillside Cabin', '2 Mountain Loop, Boone, NC 28607', null, 'Boone, NC 28607'],
  [
    'The Whitakers’ home',
    '77 Hidden Oak Court, Apt 4B, Apex, NC 27502',
    'Apt 4B',
    'Apex, NC 27502',
  ],
  // a public place's name on another address
  ['Damascus Regional Park', '502 Park Road, Cary, NC 27519', null, 'Cary, NC 27519'],
  // the church's street, a flat on it
  [
    'Dogwood Community Church',
    '2400 Dogwood Lane, Unit 2, Cary, NC 27513',
    'Unit 2',
    'Cary, NC 27513',
  ],
  // the church's address, the flat given apart from it
  ['Dogwood Community Church', '2400 Dogwood Lane, Cary, NC 27513', 'Apt 3', 'Cary, NC 27513'],
  // a public place's street in another town
  ['Damascus Regional Park', '500 Park Road, Apex, NC 27502', null, 'Apex, NC 27502'],
  // a half house number a parser might drop
  ['Park cottage', '500 1/2 Park Road, Cary, NC 27519', null, 'Cary, NC 27519'],
  // another ZIP
  ['Camp Lakeside', '12 Lakeshore Drive, Wake Forest, NC 27588', null, 'Wake Forest, NC 27588'],
];

/** Places named public, as Planning Center may spell them: [name, address, the place shown]. */
const VENUES: [string, string, { name: string; address: string }][] = [
  ['Dogwood Community Church', '2400 Dogwood Lane, Cary, NC 27513', CHURCH],
  ['Fellowship Hall', '2400 Dogwood Ln, Cary, NC 27513', CHURCH],
  ['', '2400 DOGWOOD LN., CARY, NC 27513-1234', CHURCH],
  ['Church', 'Dogwood Community Church, 2400 Dogwood Lane, Cary, North Carolina 27513', CHURCH],
  ['Damascus Park', '500 Park Rd., Cary, NC 27519', PARK],
  ['The picnic', '500 Park Road, Cary, NC', PARK],
  ['Camp Lakeside', '12 Lakeshore Dr, Wake Forest NC 27587', CAMP],
  ['Camp Lakeside', '12 Lakeshore Drive, Wake Forest, NC 27587, USA', CAMP],
];

describe('signupPlace', () => {
  test.each(HOMES)('"%s" at %s: only its area', (name, address, subpremise, area) => {
    const place = signupPlace(at(name, address, subpremise), PLACES);
    expect(place).toEqual({ kind: 'city', text: area });
    expect(placeText(place)).toBe(`Near ${area}`);
  });

  test.each(VENUES)('"%s" at %s: the public place whole', (name, address, shown) => {
    const place = signupPlace(at(name, address), PLACES);
    expect(place).toEqual({ kind: 'venue', ...shown });
    expect(JSON.stringify(place)).not.toContain('latitude');
  });

  test('a venue shows its name and address as staff wrote them', () => {
    expect(
      placeText(signupPlace(at('Damascus Park', '500 Park Rd., Cary, NC 27519'), PLACES)),
    ).toBe('Damascus Regional Park, 500 Park Road, Cary, NC 27519');
  });

  test('with no public places, even the church shows only its area', () => {
    const church = at('Dogwood Community Church', '2400 Dogwood Lane, Cary, NC 27513');
    expect(signupPlace(church, [])).toEqual({ kind: 'city', text: 'Cary, NC 27513' });
  });

  test('a pin without an address shows nothing', () => {
    const pin = { location_type: 'coords', latitude: 35.1, longitude: -78.2 };
    expect(signupPlace(pin, PLACES)).toBeNull();
  });

  test('an address whose area is not recognised shows nothing', () => {
    expect(signupPlace(at('The Millers', 'Behind the old mill'), PLACES)).toBeNull();
  });

  test('online: "Online", never the link', () => {
    const zoom = { location_type: 'online', url: 'https://zoom.us/j/1?pwd=x', name: 'Zoom' };
    const place = signupPlace(zoom, PLACES);
    expect(place).toEqual({ kind: 'online' });
    expect(placeText(place)).toBe('Online');
  });

  test('no location: nothing', () => {
    expect(signupPlace(undefined, PLACES)).toBeNull();
    expect(placeText(null)).toBe('');
  });
});

describe('placeAgain', () => {
  test('a kept venue no longer named public shows only its area', () => {
    const kept = {
      kind: 'venue' as const,
      name: 'The Millers',
      address: '14 Birch Hollow Drive, Cary, NC 27513',
    };
    expect(placeAgain(kept, PLACES)).toEqual({ kind: 'city', text: 'Cary, NC 27513' });
    expect(placeAgain({ kind: 'venue', ...PARK }, PLACES)).toEqual({ kind: 'venue', ...PARK });
    expect(placeAgain({ kind: 'online' }, PLACES)).toEqual({ kind: 'online' });
  });
});
