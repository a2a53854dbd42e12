/**
 * Reading a stored record's fields one by one (docs/architecture.md section 4, "Stored records"):
 * each reader answers the field's value or throws a TypeError naming the field, so a damaged or
 * foreign file is refused with a clear message instead of being trusted by a cast. Hand-written
 * rather than Zod, which would add almost 2 MB to every function that reads a record, past the
 * read-only routes' 5 MB (tests/site/integration/bundles.test.ts). Pure.
 */

/** A JSON object's fields, each still to be checked. */
export type Fields = Record<string, unknown>;

const wrong = (name: string, expected: string) => new TypeError(`\`${name}\` must be ${expected}.`);

/** The value as an object of fields; throws when it is not a JSON object. */
export function fieldsOf(value: unknown, name = 'the record'): Fields {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Fields;
  throw wrong(name, 'an object');
}

/** The field as text. */
export function text(fields: Fields, name: string): string {
  const value = fields[name];
  if (typeof value !== 'string') throw wrong(name, 'text');
  return value;
}

/** The field as a finite number. */
export function finite(fields: Fields, name: string): number {
  const value = fields[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw wrong(name, 'a number');
  return value;
}

/** The field as true or false. */
export function flag(fields: Fields, name: string): boolean {
  const value = fields[name];
  if (typeof value !== 'boolean') throw wrong(name, 'true or false');
  return value;
}

/** The field as one of the allowed words. */
export function oneOf<T extends string>(fields: Fields, name: string, allowed: readonly T[]): T {
  const value = fields[name];
  const found = allowed.find((word) => word === value);
  if (found === undefined) throw wrong(name, `one of ${allowed.join(', ')}`);
  return found;
}

/**
 * The field as a list, each item read by a field reader as if it were a field of its own named
 * `list[i]`, so `listOf(fields, 'times', finite)` reads a list of numbers.
 */
export function listOf<T>(
  fields: Fields,
  name: string,
  item: (fields: Fields, name: string) => T,
): T[] {
  const value = fields[name];
  if (!Array.isArray(value)) throw wrong(name, 'a list');
  return value.map((entry: unknown, i) => {
    const at = `${name}[${i}]`;
    return item({ [at]: entry }, at);
  });
}

/** An optional field: nothing when it is absent, else `{ [name]: value }` read by `read`. */
export function optional<K extends string, T>(
  fields: Fields,
  name: K,
  read: (fields: Fields, name: K) => T,
): { [P in K]?: T } {
  if (fields[name] === undefined) return {};
  return { [name]: read(fields, name) } as { [P in K]?: T };
}
