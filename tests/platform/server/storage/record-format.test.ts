import { describe, expect, test } from 'vitest';
import { fieldsOf, text } from '../../../../src/platform/shared/record-fields.ts';
import { jsonRecord } from '../../../../src/platform/server/storage/record-format.ts';

const checkNamed = (value: unknown) => ({ name: text(fieldsOf(value), 'name') });
const NAMED = jsonRecord(checkNamed);

describe('jsonRecord', () => {
  test('reads and writes JSON through the check', () => {
    expect(NAMED.contentType).toBe('application/json');
    expect(NAMED.parse('{"name":"a"}')).toEqual({ name: 'a' });
    expect(NAMED.serialize({ name: 'b' })).toBe('{"name":"b"}');
  });

  test('throws for text or values that are not the record', () => {
    expect(() => NAMED.parse('{"name":1}')).toThrow('`name` must be text.');
    expect(() => NAMED.parse('{')).toThrow(SyntaxError);
    expect(() => NAMED.serialize({} as { name: string })).toThrow('`name` must be text.');
  });

  test('carries what a damaged record counts as, only when given', () => {
    expect(NAMED.damaged).toBeUndefined();
    const rebuilt = jsonRecord(checkNamed, () => ({ name: '' }));
    expect(rebuilt.damaged?.()).toEqual({ name: '' });
  });
});
