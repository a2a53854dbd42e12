/** The group finder's switch: PCO_GROUPS=true with a real Planning Center, always in the demo. */
import { describe, expect, test } from 'vitest';
import { deps, getConfig, problems, PRODUCTION } from './config-env.ts';

describe('PCO_GROUPS', () => {
  test('the demo always has the group finder', () => {
    expect(getConfig({}, deps).pco.groups).toBe(true);
    expect(getConfig({ PCO_GROUPS: 'false' }, deps).pco.groups).toBe(true);
  });
  test('a real Planning Center has it only when PCO_GROUPS is true', () => {
    expect(getConfig(PRODUCTION, deps).pco.groups).toBe(false);
    expect(getConfig({ ...PRODUCTION, PCO_GROUPS: 'false' }, deps).pco.groups).toBe(false);
    expect(getConfig({ ...PRODUCTION, PCO_GROUPS: 'true' }, deps).pco.groups).toBe(true);
  });
  test('names a value that is neither true nor false', () => {
    expect(problems({ ...PRODUCTION, PCO_GROUPS: 'sometimes' })).toEqual([
      'PCO_GROUPS must be true or false, got "sometimes"',
    ]);
  });
});
