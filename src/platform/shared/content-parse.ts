/**
 * Reads a data file of src/content into its entries: the build's collections (src/content.config.ts)
 * and the functions that read one (src/platform/server/content-file.ts) read it alike.
 */
import type { ContentFile } from './content-file-shapes.ts';

type Entry = Record<string, unknown>;

const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The CMS saves a field that was emptied as ""; an empty optional field means "not given". */
function withoutEmpty(entry: Entry): Entry {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== ''));
}

/**
 * The entries of a content file, each with an `id`; a list's entries also get `order`, their
 * position in the file, because Astro returns a collection sorted by id.
 */
export function contentEntries(
  text: string,
  file: Pick<ContentFile, 'file' | 'key' | 'kind'>,
): Entry[] {
  const data: unknown = JSON.parse(text);
  const value = isObject(data) ? data[file.key] : undefined;
  if (file.kind === 'single') {
    if (!isObject(value)) throw new Error(`${file.file}: expected { "${file.key}": { ... } }`);
    return [{ ...withoutEmpty(value), id: file.key }];
  }
  if (!Array.isArray(value) || !value.every(isObject))
    throw new Error(`${file.file}: expected { "${file.key}": [ { ... }, ... ] }`);
  return value.map((entry, order) => ({ ...withoutEmpty(entry), order }));
}

/** A content file's text as the CMS writes it, so a save changes only the lines it edits. */
export function contentFileText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
