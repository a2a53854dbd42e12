/** Two spellings of one address share a key; every other word of it stays. */
import { expect, test } from 'vitest';
import { addressKey, withoutZip } from '../../../../src/features/signups/shared/address-key.ts';

test('case, punctuation, street words, states, ZIP+4 and the country do not count', () => {
  const key = '500 park rd cary nc 27519';
  for (const spelling of [
    '500 Park Road, Cary, NC 27519',
    '500 PARK RD., CARY, NC 27519-4410',
    '500 Park Rd, Cary, North Carolina 27519, United States',
    '500 Park Road Cary NC 27519 USA',
  ])
    expect(addressKey(spelling), spelling).toBe(key);
});

test('directions, saints, accents and unit words are spelled one way', () => {
  expect(addressKey('12 North Main Street, Apt #4B, Apex, NC')).toBe(
    '12 n main st unit 4b apex nc',
  );
  expect(addressKey('12 N. Main St., Suite 4B, Apex, NC')).toBe('12 n main st unit 4b apex nc');
  expect(addressKey("1 Saint Mary's Street, Peñasco, NM")).toBe('1 st marys st penasco nm');
  expect(addressKey('9 Oak Ave, Charleston, West Virginia')).toBe('9 oak ave charleston wv');
});

test('every other word is kept, in order', () => {
  expect(addressKey('500 1/2 Park Road, Cary, NC 27519')).toBe('500 1/2 park rd cary nc 27519');
  expect(addressKey('500 Park Road Rear, Cary, NC')).toBe('500 park rd rear cary nc');
});

test('no address, or one too long to be one, has no key', () => {
  expect(addressKey('')).toBe('');
  expect(addressKey(`1 ${'a '.repeat(200)}St`)).toBe('');
});

test('withoutZip drops a trailing ZIP only', () => {
  expect(withoutZip('500 park rd cary nc 27519')).toBe('500 park rd cary nc');
  expect(withoutZip('500 park rd cary nc')).toBe('500 park rd cary nc');
});
