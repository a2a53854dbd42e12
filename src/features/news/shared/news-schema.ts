/**
 * The shape of src/content/news.json, "This week" (docs/content-editing.md): the church's news,
 * each item shown on the home page, in `/api/blog` and in `/news.xml` from its first day to its
 * last, in the church's time zone (shared/news.ts).
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { href, id, line, text } from '../../../platform/shared/content-fields.ts';
import { list } from '../../../platform/shared/content-file-shapes.ts';

/** A picture staff upload in the content editor: a plain path, as podcast apps and feed readers fetch it. */
const PICTURE = /^\/images\/news\/[\w.-]+\.(?:jpe?g|png|webp)$/;

/** A calendar day as staff write it. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const day = (title: string, description: string) =>
  z.string().check(z.regex(DAY, 'must be a date like 2026-12-24'), z.meta({ title, description }));

export const newsItemSchema = z
  .object({
    id,
    title: line('Title', 'As the home page shows it, e.g. Christmas Eve at 5 and 7'),
    author: line('From', 'Who the news is from, e.g. Church Office'),
    body: text('Text', 'Markdown: **bold**, *italic*, [a link](/events)'),
    first: day('First day shown', 'Like 2026-12-01'),
    last: day('Last day shown', 'Like 2026-12-24; the item goes the day after'),
    link: z.optional(href('Link')),
    linkText: z.optional(line('Link text', 'e.g. Sign up')),
    picture: z.optional(
      z.string().check(
        z.regex(PICTURE, 'must be a JPEG, PNG or WebP in /images/news/'),
        z.meta({
          title: 'Picture',
          description: 'Optional; a wide picture (16:9, 800 pixels or more across), cropped to fit',
          widget: 'image',
          media_folder: '../../public/images/news',
          public_folder: '/images/news',
        }),
      ),
    ),
    pictureAlt: z.optional(
      line('Picture description', 'What the picture shows, for those who cannot see it'),
    ),
  })
  .check((check) => {
    // zod/mini's own custom check: the issue names the field, as schemaProblems words it
    if (check.value.picture && !check.value.pictureAlt)
      check.issues.push({
        code: 'custom',
        message: 'must say what the picture shows',
        path: ['pictureAlt'],
        input: check.value,
      });
    if (check.value.last < check.value.first)
      check.issues.push({
        code: 'custom',
        message: 'must not come before the first day shown',
        path: ['last'],
        input: check.value,
      });
  });

/** One news item as the file holds it. */
export type NewsItem = z.output<typeof newsItemSchema>;

/** The content file (an entry of content-files.ts's list), edited in the CMS like the others. */
export const NEWS_FILE = list(
  'news',
  'news',
  'This week',
  'News on the home page, in /api/blog and in the news feed, each from its first day shown to its last. Newest first day first.',
  () => newsItemSchema,
  '{{fields.title}}',
);
