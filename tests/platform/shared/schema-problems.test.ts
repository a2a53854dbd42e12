import { describe, expect, test } from 'vitest';
import { schemaProblems } from '../../../src/platform/shared/schema-problems.ts';

describe('schemaProblems', () => {
  test('words each issue with its path from `at`, list items by index', () => {
    const issues = [
      { code: 'invalid_type', expected: 'string', path: ['speakers', 0, 'name'], message: 'x' },
      { code: 'invalid_value', values: ['a', 'b'], path: [], message: 'x' },
      { code: 'custom', path: ['artwork'], message: 'must be a JPEG' },
    ];
    expect(schemaProblems(issues, 'series[1]')).toEqual([
      'series[1].speakers[0].name: must be text',
      'series[1]: must be one of a, b',
      'series[1].artwork: must be a JPEG',
    ]);
    expect(schemaProblems(issues.slice(0, 2))).toEqual([
      'speakers[0].name: must be text',
      'the value: must be one of a, b',
    ]);
  });
});
