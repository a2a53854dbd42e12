/**
 * The shape of src/content/series.json: a sermon series' description and artwork for its page
 * and feed (src/features/sermons/shared/series.ts, docs/content-editing.md). `name` is the series as the
 * sermons write it. The artwork is a plain path, not Astro's image(): the series page is made per
 * request by a function, and podcast apps fetch the picture as it is.
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { id, line } from '../../../platform/shared/content-fields.ts';

export const seriesSchema = z.object({
  id,
  name: line('Series', 'Exactly as the sermons name it, e.g. Psalms for the Weary'),
  description: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(1000, 'must be at most 1000 characters (podcast apps cut longer ones)'),
      z.meta({ title: 'Description', widget: 'text' }),
    ),
  artwork: z.optional(
    z.string().check(
      z.regex(
        /^\/images\/series\/[\w.-]+\.(?:jpe?g|png)$/,
        'must be a JPEG or PNG in /images/series/',
      ),
      z.meta({
        title: 'Artwork',
        description:
          'A square JPEG or PNG, 1400 to 3000 pixels a side; without it the newest sermon’s picture is used',
        widget: 'image',
        media_folder: '../../public/images/series',
        public_folder: '/images/series',
      }),
    ),
  ),
});

/** The content file (an entry of content-files.ts's list), edited in the CMS like the others. */
export const SERIES_FILE = {
  collection: 'series',
  file: 'src/content/series.json',
  kind: 'list' as const,
  key: 'series',
  label: 'Sermon series',
  description:
    'A description and artwork for a sermon series’ page and podcast feed. The series itself comes from its sermons.',
  schema: () => seriesSchema,
  summary: '{{fields.name}}',
};
