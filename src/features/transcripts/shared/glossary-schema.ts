/**
 * The shape of src/content/glossary.json: the words the church's machine transcripts must get
 * right (docs/content-editing.md, "Machine transcripts and the glossary"; docs/architecture.md section 10). Each
 * term becomes a phrase of Amazon Transcribe's custom vocabulary; what recognizers write instead
 * ("heard as") is replaced by the term in every machine transcript (glossary.ts).
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { id } from '../../../platform/shared/content-fields.ts';

/** Letters (any script), spaces, apostrophes, periods, colons and hyphens: what a name or word holds. */
const TERM = /^[\p{L}][\p{L}\p{M}'’ .:-]*$/u;

export const glossarySchema = z.object({
  id,
  term: z.string().check(
    z.regex(
      TERM,
      'must be a word or name: letters, spaces, apostrophes, periods, colons and hyphens',
    ),
    z.maxLength(100, 'must be at most 100 characters'),
    z.meta({
      title: 'Term',
      description:
        'As it should be written, e.g. D-Nite, Family Promise, Habakkuk or a speaker’s name',
    }),
  ),
  heardAs: z.optional(
    z.string().check(
      z.maxLength(300, 'must be at most 300 characters'),
      z.meta({
        title: 'Heard as',
        description:
          'What machine transcripts write instead, separated by commas, e.g. dee night, d night',
      }),
    ),
  ),
});

/** The content file (an entry of content-files.ts's list), edited in the CMS like the others. */
export const GLOSSARY_FILE = {
  collection: 'glossary',
  file: 'src/content/glossary.json',
  kind: 'list' as const,
  key: 'terms',
  label: 'Transcript glossary',
  description:
    'Names and words machine transcripts must get right: staff and speakers, series, church words and Bible books. Each one is taught to Amazon Transcribe, and what it mishears is corrected.',
  schema: () => glossarySchema,
  summary: '{{fields.term}}',
};
