import { describe, expect, test } from 'vitest';
import { foreignAddress } from '../../../tools/local/own-address.ts';

describe('foreignAddress', () => {
  test("lets the server's own calls and its own pages through", () => {
    expect(foreignAddress('127.0.0.1:4321', undefined, 4321)).toBeNull();
    expect(foreignAddress('localhost:4321', null, '4321')).toBeNull();
    expect(foreignAddress('127.0.0.1:4321', 'http://127.0.0.1:4321', 4321)).toBeNull();
  });

  test('refuses another Host: a rebound name, another port, none', () => {
    expect(foreignAddress('evil.example:4321', undefined, 4321)).toBe('host');
    expect(foreignAddress('127.0.0.1:9999', undefined, 4321)).toBe('host');
    expect(foreignAddress(undefined, undefined, 4321)).toBe('host');
  });

  test('refuses a page of another origin, even another spelling of this one', () => {
    expect(foreignAddress('127.0.0.1:4321', 'https://evil.example', 4321)).toBe('origin');
    expect(foreignAddress('localhost:4321', 'http://127.0.0.1:4321', 4321)).toBe('origin');
    expect(foreignAddress('127.0.0.1:4321', 'null', 4321)).toBe('origin');
  });
});
