/**
 * Puts the keys of what the CMS saves back in the order of the form's fields. Decap keeps an entry
 * as an Immutable.js Map, which forgets the order of any object with more than eight keys, so the
 * church facts came back shuffled and a one-line edit rewrote the whole file. The content files
 * keep their keys in field order (tests/features/content-editor/shared/key-order.test.ts checks every one), so a save
 * changes only the lines edited, with the GitHub backend and the local one alike.
 */
import type { CmsField } from './fields.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with the keys of every object in the order of `fields` (recursively, through lists and
 * nested objects); keys no field names follow in their own order.
 */
export function orderByFields(value: unknown, fields: CmsField[]): unknown {
  if (Array.isArray(value)) return value.map((item) => orderByFields(item, fields));
  if (!isObject(value)) return value;
  const known = new Map(fields.map((field) => [field.name, field]));
  const ordered: Json = {};
  for (const field of fields)
    if (Object.hasOwn(value, field.name))
      ordered[field.name] = orderValue(value[field.name], field);
  for (const [key, item] of Object.entries(value)) if (!known.has(key)) ordered[key] = item;
  return ordered;
}

/** A field's value with its objects ordered: an object, a list of objects, or a list of lists. */
function orderValue(value: unknown, field: CmsField): unknown {
  if (field.fields) return orderByFields(value, field.fields);
  // a list of single values (`field`) holds them bare, not under the inner field's name
  if (field.field && Array.isArray(value))
    return value.map((item) => orderValue(item, field.field!));
  return value;
}
