/**
 * How a stored record is written as text and read back (docs/architecture.md section 4, "Stored
 * records"): every record is read through its format's check, never cast, and a changed record
 * is checked before it is written, so what is stored always reads back.
 */
import type * as z from '../../shared/vendor/zod-mini.mjs';
import { schemaProblems } from '../../shared/schema-problems.ts';

/** A record's stored form: its content type and its text, checked both ways. */
export interface RecordFormat<T> {
  contentType: string;
  /** The record in its stored text; throws, saying what is wrong, when the text is not one. */
  parse(text: string): T;
  /** The stored text of a record; throws, saying what is wrong, when it would not read back. */
  serialize(value: T): string;
  /**
   * What a stored text that does not parse counts as, for a record that may be rebuilt (the
   * next change then overwrites it); without it, reading such a text throws InvalidRecord.
   */
  damaged?: () => T;
}

/** A stored record that does not read as one, or a change that would not read back. */
export class InvalidRecord extends Error {
  override name = 'InvalidRecord';
}

/**
 * A record stored as JSON, checked by its Zod schema when read and before it is written; a value
 * that does not match throws a TypeError naming each wrong field and what it must be
 * (src/platform/shared/schema-problems.ts). Unknown fields are dropped, as Zod objects do.
 */
export function jsonRecord<T>(schema: z.ZodMiniType<T>, damaged?: () => T): RecordFormat<T> {
  const check = (value: unknown): T => {
    const checked = schema.safeParse(value);
    if (checked.success) return checked.data;
    throw new TypeError(`${schemaProblems(checked.error.issues, '', 'the record').join('; ')}.`);
  };
  return {
    contentType: 'application/json',
    parse: (text) => check(JSON.parse(text)),
    serialize(value) {
      const text = JSON.stringify(value);
      check(JSON.parse(text)); // what is written is what the next read will see
      return text;
    },
    ...(damaged ? { damaged } : {}),
  };
}
