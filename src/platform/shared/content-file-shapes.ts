/**
 * What a content file is (content-files.ts lists them all) and the two builders of its shapes: a
 * "list" file holds `{ "<key>": [entries] }`, a "single" file holds `{ "<key>": {fields} }`; both
 * keep the collection's name and its entry schema as literal types for the build's collections.
 */
import type * as z from './vendor/zod-mini.mjs';

/** Astro's image() helper, or a stand-in string schema where no image pipeline runs. */
export type ImageHelper = () => z.ZodMiniType;

export interface ContentFile {
  /** The Astro collection it feeds. */
  collection: string;
  /** Path from the project root. */
  file: string;
  kind: 'list' | 'single';
  /** The top-level key holding the list or the object. */
  key: string;
  /** Heading of the file in the CMS. */
  label: string;
  /** What the CMS says the file is for. */
  description: string;
  /** The fields of one entry. */
  schema: (image: ImageHelper) => z.ZodMiniObject;
  /** How the CMS names a list entry when it is collapsed. */
  summary?: string;
  /**
   * A feature that, while on, shows other data where this file's entries would be (the group
   * finder's Planning Center groups), and what the CMS then says instead of the description.
   */
  replacedBy?: { feature: OptionalFeature; note: string };
  /** A feature without which no page shows this file, and what the CMS then says instead. */
  unusedWithout?: { feature: OptionalFeature; note: string };
}

/** The features the build turns on or off (src/platform/server/config/features.ts). */
export type OptionalFeature = 'groupFinder' | 'signups';

/** The fields of one entry, built around the image() helper a photo field needs. */
type EntrySchema = (image: never) => z.ZodMiniObject;

/** A "single" content file: one object of fields under its key, in src/content/<key>.json. */
export const single = <C extends string, S extends EntrySchema>(
  collection: C,
  key: string,
  label: string,
  description: string,
  schema: S,
) => ({
  collection,
  file: `src/content/${key}.json`,
  kind: 'single' as const,
  key,
  label,
  description,
  schema,
});

/** A "list" content file: an array of entries under the collection's name. */
export const list = <C extends string, S extends EntrySchema>(
  collection: C,
  file: string,
  label: string,
  description: string,
  schema: S,
  summary = '{{fields.name}}',
) => ({
  collection,
  file: `src/content/${file}.json`,
  kind: 'list' as const,
  key: collection,
  label,
  description,
  schema,
  summary,
});
