/**
 * Every data file under src/content: which collection it feeds, how it is shaped and what each
 * entry holds. A "list" file is `{ "<key>": [entries] }` (its order is the order on the page); a
 * "single" file is `{ "<key>": {fields} }`. The CMS edits lists whole, so it can reorder them.
 */
import type { z } from 'astro/zod';
import {
  childrenClassSchema,
  churchSchema,
  communityGroupSchema,
  discipleshipMarkSchema,
  documentSchema,
  elderSchema,
  familyPromiseSchema,
  ministryTeamSchema,
  missionarySchema,
  partnerSchema,
  resourceSchema,
  serviceTimeSchema,
  spiritualGiftSchema,
  staffSchema,
} from './content-schemas.ts';
import { GLOSSARY_FILE } from './glossary-schema.ts';
import { SERIES_FILE } from './series-schema.ts';

/** Astro's image() helper, or a stand-in string schema where no image pipeline runs. */
export type ImageHelper = () => z.ZodType;

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
  schema: (image: ImageHelper) => z.ZodObject;
  /** How the CMS names a list entry when it is collapsed. */
  summary?: string;
}

/** The fields of one entry, built around the image() helper a photo field needs. */
type EntrySchema = (image: never) => z.ZodObject;

const single = <C extends string, S extends EntrySchema>(
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

const list = <C extends string, S extends EntrySchema>(
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

/** The files without a photo field, after the church's facts and the staff, in the CMS's order. */
const FILES = [
  list(
    'elders',
    'elders',
    'Elders',
    'The elders on the About page, in this order.',
    () => elderSchema,
  ),
  list(
    'documents',
    'documents',
    'Church documents',
    'PDFs linked from the About and Children & Youth pages. Upload a new PDF to replace one.',
    () => documentSchema,
    '{{fields.title}}',
  ),
  list(
    'discipleshipMarks',
    'discipleship-marks',
    'Discipleship Marks',
    'The seven marks on the About page, in this order.',
    () => discipleshipMarkSchema,
  ),
  list(
    'serviceTimes',
    'service-times',
    'Service times',
    'Services and meetings on the Home, Get Involved, Children & Youth and Give pages.',
    () => serviceTimeSchema,
  ),
  list(
    'childrenClasses',
    'children-classes',
    "Children's classes",
    'Classes on the Children & Youth page, in this order.',
    () => childrenClassSchema,
  ),
  list(
    'communityGroups',
    'community-groups',
    'Community groups',
    'Groups on the Get Involved page, in this order.',
    () => communityGroupSchema,
  ),
  list(
    'ministryTeams',
    'ministry-teams',
    'Ministry teams',
    'Teams and their contacts on the Get Involved page.',
    () => ministryTeamSchema,
  ),
  list(
    'partners',
    'partners',
    'Partner organizations',
    'Partners on the Get Involved page.',
    () => partnerSchema,
  ),
  list(
    'missionaries',
    'missionaries',
    'Missionaries',
    'Missionaries on the Get Involved page.',
    () => missionarySchema,
  ),
  list(
    'resources',
    'resources',
    'Reading and prayer resources',
    'Bible reading and prayer resources on the Home page.',
    () => resourceSchema,
  ),
  list(
    'spiritualGifts',
    'spiritual-gifts',
    'Spiritual gifts',
    'The gifts on the Gifts page, in this order.',
    () => spiritualGiftSchema,
  ),
  single(
    'familyPromise',
    'family-promise',
    'Family Promise',
    'The host-week facts and volunteer roles on the Family Promise page.',
    () => familyPromiseSchema,
  ),
  SERIES_FILE,
  GLOSSARY_FILE,
];

/**
 * The one list of the content collections, in the CMS's order: the build's collections
 * (src/content.config.ts) and the CMS's files (cms-config.ts) are both made from it. `I` is the
 * type of a photo field: Astro's image() in the build, a path string in the CMS.
 */
export const contentFiles = <I extends z.ZodType = z.ZodType>() => [
  single(
    'church',
    'church',
    'Church facts',
    'Address, phone, emails, office hours and the Sunday service time.',
    () => churchSchema,
  ),
  list(
    'staff',
    'staff',
    'Staff',
    'The staff team on the About page, in this order.',
    (image: () => I) => staffSchema(image),
  ),
  ...FILES,
];

/** The content files as the CMS, the loader and the tests see them. */
export const CONTENT_FILES: ContentFile[] = contentFiles();
