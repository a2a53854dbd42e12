/**
 * Every data file under src/content: which collection it feeds, how it is shaped and what each
 * entry holds. A "list" file is `{ "<key>": [entries] }` (its order is the order on the page); a
 * "single" file is `{ "<key>": {fields} }`. The CMS edits lists whole, so it can reorder them.
 */
import type * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import {
  childrenClassSchema,
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
import { list, single, type ContentFile } from '../../../platform/shared/content-file-shapes.ts';
import { CHURCH_FILE } from './church-file.ts';
import { GLOSSARY_FILE } from '../../transcripts/content.ts';
import { SERIES_FILE } from '../../sermons/content.ts';
import { PUBLIC_PLACES_FILE, SIGNUPS_FILE } from '../../signups/content.ts';
import { LIVE_SCHEDULE_FILE } from '../../live/content.ts';
import { NEWS_FILE } from '../../news/content.ts';

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
  {
    ...list(
      'communityGroups',
      'community-groups',
      'Community groups',
      'Groups on the Get Involved page, in this order.',
      () => communityGroupSchema,
    ),
    replacedBy: {
      feature: 'groupFinder' as const,
      note: 'Not shown on the site: the group finder is on, so Get Involved and /groups list the groups from Planning Center Groups. Edit groups there.',
    },
  },
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
  NEWS_FILE,
  LIVE_SCHEDULE_FILE,
  SERIES_FILE,
  SIGNUPS_FILE,
  PUBLIC_PLACES_FILE,
  GLOSSARY_FILE,
];

/**
 * The one list of the content collections, in the CMS's order: the build's collections
 * (src/content.config.ts) and the CMS's files (src/features/content-editor/shared/config.ts) are
 * both made from it. `I` is the type of a photo field: Astro's image() in the build, a path string
 * in the CMS.
 */
export const contentFiles = <I extends z.ZodMiniType = z.ZodMiniType>() => [
  CHURCH_FILE,
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
