import { describe, expect, test } from 'vitest';
import * as z from '../../../../src/platform/shared/vendor/zod-mini.mjs';
import { jsonRecord } from '../../../../src/platform/server/storage/record-format.ts';

const NAMED = jsonRecord(z.object({ name: z.string() }));

/** A record with a field of every kind the site's records use. */
const EVERY = jsonRecord(
  z.object({
    name: z.string(),
    n: z.number(),
    on: z.boolean(),
    state: z.enum(['running', 'done']),
    times: z.array(z.number()),
    note: z.exactOptional(z.string()),
    next: z.exactOptional(z.object({ title: z.string() })),
  }),
);
const good = { name: 'a', n: 2, on: true, state: 'done', times: [1, 2] };
const parse = (value: unknown) => EVERY.parse(JSON.stringify(value));

describe('jsonRecord', () => {
  test('reads and writes JSON through the schema', () => {
    expect(NAMED.contentType).toBe('application/json');
    expect(NAMED.parse('{"name":"a"}')).toEqual({ name: 'a' });
    expect(NAMED.serialize({ name: 'b' })).toBe('{"name":"b"}');
    expect(parse(good)).toEqual(good);
  });

  test('throws for text or values that are not the record', () => {
    expect(() => NAMED.parse('{"name":1}')).toThrow('name: must be text.');
    expect(() => NAMED.parse('{')).toThrow(SyntaxError);
    expect(() => NAMED.serialize({} as { name: string })).toThrow('name: must be text.');
  });

  test('names each field that is missing or of the wrong type, and what it must be', () => {
    expect(() => parse({ ...good, name: 2 })).toThrow(new TypeError('name: must be text.'));
    expect(() => parse({ ...good, n: undefined })).toThrow('n: must be a number.');
    expect(() => parse({ ...good, on: 'yes' })).toThrow('on: must be true or false.');
    expect(() => parse({ ...good, state: 'x' })).toThrow('state: must be one of running, done.');
    expect(() => parse({ ...good, times: 'x' })).toThrow('times: must be a list.');
    expect(() => parse({ ...good, times: [1, 'x'] })).toThrow('times[1]: must be a number.');
    expect(() => parse({ ...good, next: { title: 1 } })).toThrow('next.title: must be text.');
    expect(() => parse({ name: 1, n: 'x', on: true, state: 'done', times: [] })).toThrow(
      'name: must be text; n: must be a number.',
    );
  });

  test('refuses a value that is not a JSON object', () => {
    for (const text of ['null', '[]', '"text"', '1'])
      expect(() => NAMED.parse(text)).toThrow('the record: must be an object.');
  });

  test('reads an optional field only when it is there, and drops fields it does not know', () => {
    expect(parse({ ...good, extra: 1 })).not.toHaveProperty('note');
    expect(parse({ ...good, extra: 1 })).not.toHaveProperty('extra');
    expect(parse({ ...good, note: 'x' })).toMatchObject({ note: 'x' });
    expect(() => parse({ ...good, note: 1 })).toThrow('note: must be text.');
  });

  test('carries what a damaged record counts as, only when given', () => {
    expect(NAMED.damaged).toBeUndefined();
    const rebuilt = jsonRecord(z.object({ name: z.string() }), () => ({ name: '' }));
    expect(rebuilt.damaged?.()).toEqual({ name: '' });
  });
});
