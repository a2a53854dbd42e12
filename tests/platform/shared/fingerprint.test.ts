/** A digest that tells a copy from a changed one. */
import { expect, test } from 'vitest';
import { fingerprint } from '../../../src/platform/shared/fingerprint.ts';

test('the same value gives the same digest; any change, another', () => {
  const record = { page: '/events#signup-1', name: 'Retreat', facts: 'Near Apex, NC 27502' };
  expect(fingerprint({ ...record })).toBe(fingerprint(record));
  expect(fingerprint({ ...record, facts: 'Near Apex, NC 27503' })).not.toBe(fingerprint(record));
  expect(fingerprint({ ...record, name: 'Retreat ' })).not.toBe(fingerprint(record));
  expect(fingerprint(record)).toMatch(/^[0-9a-z]{1,11}$/);
});
