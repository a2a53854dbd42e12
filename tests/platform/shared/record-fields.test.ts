import { describe, expect, test } from 'vitest';
import {
  fieldsOf,
  finite,
  flag,
  listOf,
  oneOf,
  optional,
  text,
} from '../../../src/platform/shared/record-fields.ts';

describe('record fields', () => {
  const fields = fieldsOf({
    name: 'a',
    n: 2,
    on: true,
    state: 'done',
    times: [1, 2],
    bad: [1, 'x'],
  });

  test('answers each field read as its type', () => {
    expect([text(fields, 'name'), finite(fields, 'n'), flag(fields, 'on')]).toEqual(['a', 2, true]);
    expect(oneOf(fields, 'state', ['running', 'done'])).toBe('done');
    expect(listOf(fields, 'times', finite)).toEqual([1, 2]);
  });

  test('throws naming the field that is missing or of the wrong type', () => {
    expect(() => text(fields, 'n')).toThrow('`n` must be text.');
    expect(() => finite(fields, 'missing')).toThrow('`missing` must be a number.');
    expect(() => flag(fields, 'name')).toThrow('`name` must be true or false.');
    expect(() => oneOf(fields, 'state', ['running'])).toThrow('`state` must be one of running.');
    expect(() => listOf(fields, 'name', finite)).toThrow('`name` must be a list.');
    expect(() => listOf(fields, 'bad', finite)).toThrow('`bad[1]` must be a number.');
  });

  test('refuses a value that is not a JSON object', () => {
    for (const value of [null, [], 'text', 1])
      expect(() => fieldsOf(value)).toThrow('`the record` must be an object.');
    expect(() => fieldsOf([], 'entry')).toThrow('`entry` must be an object.');
  });

  test('reads an optional field only when it is there', () => {
    expect(optional(fields, 'absent', text)).toEqual({});
    expect(optional(fields, 'name', text)).toEqual({ name: 'a' });
    expect(() => optional(fields, 'n', text)).toThrow('`n` must be text.');
  });
});
