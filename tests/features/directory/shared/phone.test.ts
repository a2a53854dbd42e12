import { describe, expect, test } from 'vitest';
import { formatPhone, telUri } from '../../../../src/features/directory/shared/phone.ts';

describe('formatPhone', () => {
  test('formats ten digits as ddd-ddd-dddd whatever the punctuation', () => {
    expect(formatPhone('9195550142')).toBe('919-555-0142');
    expect(formatPhone('(919) 555-0142')).toBe('919-555-0142');
    expect(formatPhone('919.555.0142')).toBe('919-555-0142');
  });
  test('drops a leading country code 1', () => {
    expect(formatPhone('+1 919 555 0142')).toBe('919-555-0142');
    expect(formatPhone('1-919-555-0142')).toBe('919-555-0142');
  });
  test('shows other numbers as given', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0142')).toBe('555-0142');
  });
});

describe('telUri', () => {
  test('makes a global tel: URI for a North American number', () => {
    expect(telUri('(919) 555-0142')).toBe('tel:+1-919-555-0142');
  });
  test('keeps the digits and a leading + of other numbers', () => {
    expect(telUri('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
