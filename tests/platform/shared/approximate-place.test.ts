import { describe, expect, test } from 'vitest';
import { approximatePlace } from '../../../src/platform/shared/approximate-place.ts';

/** Written addresses in many shapes, with what may be shown of each. */
const CORPUS: [shape: string, address: string, shown: string][] = [
  ['one line with commas', '4417 Hollow Road, Apt 2, Cary, NC 27519', 'Cary, NC 27519'],
  ['a country at the end', '12 Elm St, Anaheim, CA 92802, USA', 'Anaheim, CA 92802'],
  ['lines, not commas', '12 Elm St\nSuite 4\nAnaheim, CA 92802', 'Anaheim, CA 92802'],
  ['a ZIP+4 (a few houses)', '12 Elm St, Anaheim, CA 92802-1234', 'Anaheim, CA 92802'],
  ['a state by name', '1 Park Ave, New York, New York 10001', 'New York, NY 10001'],
  ['a state of two words', '9 Main St, Charleston, West Virginia 25301', 'Charleston, WV 25301'],
  ['city and state in one part', '12 Elm St, Anaheim CA 92802', 'Anaheim, CA 92802'],
  ['state and ZIP apart', '12 Elm St, Anaheim, CA, 92802', 'Anaheim, CA 92802'],
  ['a saint in the city', '5 Oak St, St. Louis, MO 63101', 'St. Louis, MO 63101'],
  ['a PO box', 'PO Box 12, Lawrence, KS 66044', 'Lawrence, KS 66044'],
  ['no ZIP', '12 Elm St, Springfield, IL', 'Springfield, IL'],
  ['a farm on a road', 'Johnson Farm, Oak Hollow Road, KS 66002', '66002'],
  ['a name and a ZIP', 'The Johnson Home, 92802', '92802'],
  ['a name before the city', 'The Johnsons, Lawrence, KS 66044', '66044'],
  ['a possessive town', '12 Elm St, Smiths’ Place, KS 66044', '66044'],
  ['a street as the city', '12 Elm St, Oak Hollow Road, KS 66002', '66002'],
  ['a household as the city', '12 Elm St, Johnson Family, KS 66002', '66002'],
  ['a unit as the city', '12 Elm St, Apt 3, KS 66002', '66002'],
  ['a name, state and ZIP', 'Johnson Farm, KS 66002', '66002'],
  ['an apartment with no commas', '12 Elm St Apt 3 Anaheim CA 92802', '92802'],
  ['a street and a number', '12 Elm St 92802', ''],
  ['a street and a state', '12 Elm St, IL', ''],
  ['a street alone', '12 Elm St', ''],
  ['free text', 'Meet at the Johnsons’ barn behind the church', ''],
  ['free text with a number', 'Call Ann at 555 0100 for directions', ''],
  ['a lower-case word for a state', '12 Elm St, Springfield, in 46201', ''],
  ['an unknown state code', '12 Elm St, Springfield, ZZ 46201', ''],
  ['a UK address', '10 Downing Street, London SW1A 2AA, United Kingdom', ''],
  ['a German address', 'Hauptstraße 5, 10115 Berlin, Germany', ''],
  ['a French address', '1 Rue de Rivoli, 75001, France', ''],
  ['a Canadian address', '123 Rue Sainte-Catherine, Montréal, QC H2X 1Y4, Canada', ''],
  ['empty', '', ''],
];

describe('approximatePlace from a written address', () => {
  test.each(CORPUS)('%s: %s', (_shape, address, shown) => {
    expect(approximatePlace(address)).toBe(shown);
  });
  test('shows no word of the street, unit or name in any shape', () => {
    for (const [, address] of CORPUS) {
      const shown = approximatePlace(address);
      for (const secret of ['Elm', 'Hollow', 'Apt', 'Johnson', 'Suite', 'Box', 'Downing'])
        expect(shown).not.toContain(secret);
    }
  });
});

describe('approximatePlace from an address in parts', () => {
  test('shows the recognised city, state and ZIP', () => {
    const parts = { city: 'Cary', state: 'NC', zip: '27519-4410', country: 'US' };
    expect(approximatePlace(parts)).toBe('Cary, NC 27519');
    expect(approximatePlace({ city: 'Topeka', state: 'Kansas', zip: '' })).toBe('Topeka, KS');
  });
  test('shows the ZIP alone when the city or state is not recognised', () => {
    expect(approximatePlace({ city: 'Johnson Farm', state: 'KS', zip: '66002' })).toBe('66002');
    expect(approximatePlace({ city: '12 Elm St', state: 'KS', zip: '66002' })).toBe('66002');
    expect(approximatePlace({ city: 'Cary', state: 'Carolina', zip: '27519' })).toBe('27519');
  });
  test('shows nothing of another country or of parts it cannot read', () => {
    expect(approximatePlace({ city: 'Toronto', state: 'ON', zip: '12345', country: 'CA' })).toBe(
      '',
    );
    expect(approximatePlace({ city: 'Cary', state: 'NC', zip: 27519 })).toBe('Cary, NC');
    expect(approximatePlace({ city: 7, state: null, zip: ['27519'] })).toBe('');
    expect(approximatePlace({})).toBe('');
    expect(approximatePlace(null)).toBe('');
  });
});
