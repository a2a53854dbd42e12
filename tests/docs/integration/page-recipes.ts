/**
 * "Add a public page" and "Add a content type that staff edit" (docs/recipes.md), followed step
 * by step: a page at /recipe-page, and a list of verses staff edit, shown on /verses.
 */
import type { Recipe } from './recipe.ts';

export const PAGE_TEXT = 'A page made by following the recipe.';
export const VERSE_TEXT = 'The Lord is my shepherd; I shall not want.';

export const pageRecipe: Recipe = {
  title: 'Add a public page',
  steps: [
    {
      path: 'src/pages/<route>.astro',
      apply: (s) =>
        s.write(
          'src/pages/recipe-page.astro',
          `---
import Base from '../app/ui/Base.astro';
import PageBanner from '../platform/ui/components/PageBanner.astro';
---

<Base title="Recipe page" description="${PAGE_TEXT}">
  <PageBanner title="Recipe page" intro="${PAGE_TEXT}" />
</Base>
`,
        ),
    },
    {
      path: 'src/platform/shared/routes.ts',
      apply: (s) =>
        s.edit('src/platform/shared/routes.ts', (text) =>
          text.replace(
            "  { path: '/give', label: 'Give', text: true },\n",
            "  { path: '/give', label: 'Give', text: true },\n  { path: '/recipe-page', label: 'Recipe page' },\n",
          ),
        ),
    },
  ],
};

export const contentRecipe: Recipe = {
  title: 'Add a content type that staff edit',
  steps: [
    {
      path: 'src/content/<file>.json',
      apply: (s) =>
        s.write(
          'src/content/verses.json',
          `${JSON.stringify({ verses: [{ id: 'psalm-23', reference: 'Psalm 23:1', text: VERSE_TEXT }] }, null, 2)}\n`,
        ),
    },
    {
      path: 'src/features/<name>/shared/<name>-schema.ts',
      apply: async (s) => {
        await s.write(
          'src/features/verses/shared/verses-schema.ts',
          `/** The verses staff choose (src/content/verses.json). */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { id, line } from '../../../platform/shared/content-fields.ts';
import { list } from '../../../platform/shared/content-file-shapes.ts';

/** One verse. */
export const verseSchema = z.object({ id, reference: line('Reference'), text: line('Text') });

/** The file, as the build and the content editor read it. */
export const VERSES_FILE = list(
  'verses',
  'verses',
  'Verses',
  'Verses shown on the Verses page, in this order.',
  () => verseSchema,
  '{{fields.reference}}',
);
`,
        );
        await s.write(
          'src/features/verses/content.ts',
          "/** What staff edit of the verses. */\nexport { VERSES_FILE } from './shared/verses-schema.ts';\n",
        );
      },
    },
    {
      path: 'src/features/church/shared/content-files.ts',
      apply: (s) =>
        s.edit('src/features/church/shared/content-files.ts', (text) =>
          text
            .replace(
              "import { SERIES_FILE } from '../../sermons/content.ts';",
              "import { SERIES_FILE } from '../../sermons/content.ts';\nimport { VERSES_FILE } from '../../verses/content.ts';",
            )
            .replace('const FILES = [', 'const FILES = [\n  VERSES_FILE,'),
        ),
    },
    {
      path: 'src/features/<name>/browser/<Name>.astro',
      apply: (s) =>
        s.write(
          'src/features/verses/browser/VerseList.astro',
          `---
import { getCollection } from 'astro:content';
const verses = await getCollection('verses');
---

<ul>
  {verses.map(({ data }) => <li>{data.text} ({data.reference})</li>)}
</ul>
`,
        ),
    },
    {
      path: 'src/pages/<route>.astro',
      apply: (s) =>
        s.write(
          'src/pages/verses.astro',
          `---
import Base from '../app/ui/Base.astro';
import VerseList from '../features/verses/browser/VerseList.astro';
---

<Base title="Verses" description="Verses staff choose.">
  <h1>Verses</h1>
  <VerseList />
</Base>
`,
        ),
    },
  ],
};
