/**
 * Content collections: the church's facts as data files under src/content, checked by schemas.
 * Each collection is one entry of src/features/church/shared/content-files.ts, the list the CMS is made from too.
 */
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, type Loader } from 'astro/loaders';
import * as z from './platform/shared/vendor/zod-mini.mjs';
import type { ContentFile } from './platform/shared/content-file-shapes.ts';
import { CONTENT_FILES, type contentFiles } from './features/church/shared/content-files.ts';
import { contentEntries } from './platform/shared/content-parse.ts';

/** A list entry's position in its file (the loader adds it). */
const order = { order: z.int().check(z.nonnegative()) };

/** The collection of a data file: its entries, read as content-parse.ts reads them. */
function collection(content: ContentFile) {
  return defineCollection({
    loader: file(content.file, { parser: (text) => contentEntries(text, content) }),
    schema: ({ image }) => {
      const schema = content.schema(image);
      return content.kind === 'list' ? z.extend(schema, order) : schema;
    },
  });
}

type Content = ReturnType<typeof contentFiles<ReturnType<SchemaContext['image']>>>[number];
/** What a collection's entries hold, as pages see them: Astro's image() in photo fields. */
type DataSchema<F extends Content> = F['schema'] extends (
  image: SchemaContext['image'],
) => z.ZodMiniObject<infer Shape>
  ? F['kind'] extends 'list'
    ? z.ZodMiniObject<Shape & typeof order>
    : z.ZodMiniObject<Shape>
  : never;
type Collections = {
  [F in Content as F['collection']]: {
    loader: Loader;
    schema: (context: SchemaContext) => DataSchema<F>;
  };
};

// the same entries as contentFiles() at run time; the type tells pages each collection's fields
export const collections = Object.fromEntries(
  CONTENT_FILES.map((content) => [content.collection, collection(content)]),
) as unknown as Collections;
