/** Where a sign-up happens: a venue whole, a home only its area, online never its link. */
import { describe, expect, test } from 'vitest';
import { placeText, signupPlace } from '../../../../src/features/signups/shared/place.ts';

const venue = {
  name: 'Camp Lakeside',
  location_type: 'address',
  formatted_address: '12 Lakeshore Drive, Wake Forest, NC 27587',
  full_formatted_address: '12 Lakeshore Drive, Wake Forest, NC 27587, United States',
  latitude: 35.98,
  longitude: -78.51,
};

describe('signupPlace', () => {
  test('a public venue: its name and formatted address, no coordinates', () => {
    const place = signupPlace(venue);
    expect(place).toEqual({
      kind: 'venue',
      name: 'Camp Lakeside',
      address: '12 Lakeshore Drive, Wake Forest, NC 27587',
    });
    expect(placeText(place)).toBe('Camp Lakeside, 12 Lakeshore Drive, Wake Forest, NC 27587');
  });

  test('a home (named so, or with a flat, or without a name): only its area', () => {
    const home = { ...venue, name: 'The Lees’ home' };
    expect(signupPlace(home)).toEqual({ kind: 'city', text: 'Wake Forest, NC 27587' });
    const flat = {
      ...venue,
      name: 'Maple Court',
      subpremise: 'Apt 4B',
      full_formatted_address: '77 Oak Ct, Apt 4B, Apex, NC 27502',
    };
    expect(signupPlace(flat)).toEqual({ kind: 'city', text: 'Apex, NC 27502' });
    expect(signupPlace({ ...venue, name: '' })).toEqual({
      kind: 'city',
      text: 'Wake Forest, NC 27587',
    });
    expect(placeText(signupPlace(flat))).toBe('Near Apex, NC 27502');
  });

  test('a pin without an address shows nothing', () => {
    expect(signupPlace({ location_type: 'coords', latitude: 35.1, longitude: -78.2 })).toBeNull();
  });

  test('online: "Online", never the link', () => {
    const place = signupPlace({
      location_type: 'online',
      url: 'https://zoom.us/j/1?pwd=x',
      name: 'Zoom',
    });
    expect(place).toEqual({ kind: 'online' });
    expect(placeText(place)).toBe('Online');
  });

  test('no location: nothing', () => {
    expect(signupPlace(undefined)).toBeNull();
    expect(placeText(null)).toBe('');
  });
});
