/**
 * A content file shipped with the functions (src/content/*.json), read once per instance the way
 * the build reads it (src/platform/shared/content-parse.ts) and checked with the same schema
 * (docs/architecture.md section 4): a bad file is a clear error naming the file and the field,
 * never a cast.
 */
import { readFile } from 'node:fs/promises';
import type * as z from '../shared/vendor/zod-mini.mjs';
import type { ContentFile } from '../shared/content-file-shapes.ts';
import { contentEntries } from '../shared/content-parse.ts';
import { schemaProblems } from '../shared/schema-problems.ts';
import { shippedPath } from './shipped-files.ts';

/** What a reader needs of a content file (content-files.ts lists them). */
export type ShippedContent = Pick<ContentFile, 'file' | 'key' | 'kind'> & {
  schema: () => z.ZodMiniType;
};

/** What the file holds: a list's entries, or a single file's fields. */
export type ContentOf<F extends ShippedContent> = F['kind'] extends 'list'
  ? z.output<ReturnType<F['schema']>>[]
  : z.output<ReturnType<F['schema']>>;

function entriesOf(content: ShippedContent, text: string): Record<string, unknown>[] {
  try {
    return contentEntries(text, content);
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new Error(`${content.file} is not JSON: ${error.message}`, { cause: error });
    throw error;
  }
}

/** The file's text, parsed and checked; throws an Error that names the file and the field. */
export function parseContentFile<F extends ShippedContent>(content: F, text: string): ContentOf<F> {
  const schema = content.schema();
  const entries = entriesOf(content, text).map((entry, index) => {
    const checked = schema.safeParse(entry);
    if (checked.success) return checked.data;
    const at = content.kind === 'list' ? `${content.key}[${index}]` : content.key;
    const problems = schemaProblems(checked.error.issues, at).join('; ');
    throw new Error(`${content.file} does not match its schema: ${problems}`);
  });
  return (content.kind === 'list' ? entries : entries[0]) as ContentOf<F>;
}

const read = new Map<string, Promise<unknown>>();

/** The shipped file, parsed and checked once per instance (a change ships with a deploy). */
export function readContentFile<F extends ShippedContent>(content: F): Promise<ContentOf<F>> {
  let contents = read.get(content.file);
  if (!contents) {
    contents = readFile(shippedPath(content.file), 'utf8').then((text) =>
      parseContentFile(content, text),
    );
    // a failure is not kept: the next request reads the file again
    contents.catch(() => read.delete(content.file));
    read.set(content.file, contents);
  }
  return contents as Promise<ContentOf<F>>;
}
