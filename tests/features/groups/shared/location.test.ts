import { describe, expect, test } from 'vitest';
import { groupPlace, placeText } from '../../../../src/features/groups/shared/location.ts';

const physical = { location_type_preference: 'physical' };
const at = (display: string) => ({
  name: 'The Smiths’ home',
  full_formatted_address: '4417 Hollow Road, Apt 2, Cary, NC 27519',
  display_preference: display,
  latitude: 35.8377,
  longitude: -78.8829,
});

describe('groupPlace', () => {
  test('hidden shows nothing of where', () => {
    expect(groupPlace(physical, at('hidden'))).toBeNull();
  });
  test('an unknown or missing preference shows nothing', () => {
    expect(groupPlace(physical, at('somewhere'))).toBeNull();
    expect(
      groupPlace(physical, { full_formatted_address: '1 Main St, Cary, NC 27513' }),
    ).toBeNull();
  });
  test('approximate shows city and ZIP only: no street, no name, no coordinates', () => {
    const place = groupPlace(physical, at('approximate'));
    expect(place).toEqual({ kind: 'area', text: 'Cary, NC 27519' });
    const text = JSON.stringify(place);
    for (const secret of ['Hollow', 'Apt', 'Smith', '35.8', '-78.8'])
      expect(text).not.toContain(secret);
  });
  test('exact shows the name and address, never coordinates', () => {
    const place = groupPlace(physical, at('exact'));
    expect(place).toEqual({
      kind: 'address',
      name: 'The Smiths’ home',
      text: '4417 Hollow Road, Apt 2, Cary, NC 27519',
    });
    expect(JSON.stringify(place)).not.toContain('35.8');
  });
  test('a virtual group meets online, and its link never shows', () => {
    const group = {
      location_type_preference: 'virtual',
      virtual_location_url: 'https://zoom.us/j/1',
    };
    expect(groupPlace(group, at('exact'))).toEqual({ kind: 'online' });
    expect(placeText(groupPlace(group, undefined))).toBe('Meets online');
  });
  test('a physical group without a location shows nothing', () => {
    expect(groupPlace(physical, undefined)).toBeNull();
  });
});

describe('an approximate place in odd shapes (src/platform/shared/approximate-place.ts)', () => {
  const near = (address: string) =>
    groupPlace(physical, { ...at('approximate'), full_formatted_address: address });
  test('a road taken for a city shows the ZIP alone', () => {
    expect(near('Johnson Farm, Oak Hollow Road, KS 66002')).toEqual({
      kind: 'area',
      text: '66002',
    });
  });
  test('a household name and a ZIP shows the ZIP alone', () => {
    expect(near('The Johnson Home, 92802')).toEqual({ kind: 'area', text: '92802' });
  });
  test('nothing recognised shows nothing', () => {
    expect(near('Behind the Johnsons’ barn')).toBeNull();
  });
});
