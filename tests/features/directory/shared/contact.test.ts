import { describe, expect, test } from 'vitest';
import {
  addressText,
  contactLists,
  mapsSearchUrl,
} from '../../../../src/features/directory/shared/contact.ts';

const home = { street: '12 Oak St', city: 'Cary', state: 'NC', zip: '27513', location: 'Home' };

describe('contactLists', () => {
  test('splits emails, addresses and phones, keeping their order', () => {
    const lists = contactLists([
      { type: 'PhoneNumber', id: '1', attributes: { number: '9195550142', location: 'Mobile' } },
      { type: 'Email', id: '2', attributes: { address: 'a@example.com', location: 'Home' } },
      { type: 'Address', id: '3', attributes: home },
      { type: 'Email', id: '4', attributes: { address: 'b@example.com', location: 'Work' } },
    ]);
    expect(lists.emails.map((e) => e.address)).toEqual(['a@example.com', 'b@example.com']);
    expect(lists.addresses).toEqual([home]);
    expect(lists.phones.map((p) => p.location)).toEqual(['Mobile']);
  });
});

describe('addressText', () => {
  test('reads street, city, state zip', () => {
    expect(addressText(home)).toBe('12 Oak St, Cary, NC 27513');
  });
  test('skips empty parts', () => {
    expect(addressText({ ...home, street: '', zip: '' })).toBe('Cary, NC');
  });
});

describe('mapsSearchUrl', () => {
  test('is a maps search for the encoded address', () => {
    expect(mapsSearchUrl(home)).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Oak%20St%2C%20Cary%2C%20NC%2027513',
    );
  });
});
