/**
 * "Add a Planning Center-backed list" (docs/recipes.md), followed step by step for a small list:
 * Planning Center Registrations' categories at /api/categories, shown on /categories.
 */
import type { Recipe } from './recipe.ts';

const F = 'src/features/categories';

/** The demo's categories, as the emulator step serves them and the check expects them. */
export const DEMO_CATEGORIES = ['Retreats', 'Classes', 'Serving'];

export const listRecipe: Recipe = {
  title: 'Add a Planning Center-backed list',
  steps: [
    {
      path: 'src/features/<name>/shared/api-types.ts',
      apply: (s) =>
        s.write(
          `${F}/shared/api-types.ts`,
          `/** GET /api/categories: the sign-up categories. */
export interface CategoriesAnswer {
  categories: { id: string; name: string }[];
}
`,
        ),
    },
    {
      path: 'src/features/<name>/server/<name>.ts',
      apply: (s) =>
        s.write(
          `${F}/server/categories.ts`,
          `/** The sign-up categories, read from Planning Center Registrations. */
import type { PcoDeps } from '../../../app/deps.ts';
import { str } from '../../../platform/server/pco/jsonapi.ts';
import type { CategoriesAnswer } from '../shared/api-types.ts';

/** Every category, by name. */
export async function getCategories({ pco }: PcoDeps): Promise<CategoriesAnswer> {
  const list = await pco.list('/registrations/v2/categories');
  return { categories: list.data.map((c) => ({ id: c.id, name: str(c, 'name') })) };
}
`,
        ),
    },
    {
      path: 'src/features/<name>/server/api.ts',
      apply: (s) =>
        s.write(
          `${F}/server/api.ts`,
          `/** The categories' function, re-exported by netlify/functions/categories.mts. */
import { serverDeps } from '../../../app/composition.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { keptJson } from '../../../platform/server/pco/kept-json.ts';
import { keepLastGood } from '../../../platform/server/pco/last-good.ts';
import { getCategories } from './categories.ts';

/** GET /api/categories (public); the last good answer when Planning Center fails. */
export const categories = /* @__PURE__ */ handler(async (req) => {
  const deps = serverDeps();
  return keptJson(await keepLastGood(deps, 'categories', () => getCategories(deps)), req);
});
`,
        ),
    },
    {
      path: 'netlify/functions/<name>.mts',
      apply: (s) =>
        s.write(
          'netlify/functions/categories.mts',
          `export { categories as default } from '../../src/features/categories/server/api.ts';

export const config = {
  path: '/api/categories',
  method: ['GET'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
`,
        ),
    },
    {
      path: 'src/features/<name>/browser/stores/collections.ts',
      apply: (s) =>
        s.write(
          `${F}/browser/stores/collections.ts`,
          `/** The categories' collection. */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { CategoriesAnswer } from '../../shared/api-types.ts';

export const categories = createCollection<CategoriesAnswer>('/api/categories');
`,
        ),
    },
    {
      path: 'src/features/<name>/browser/<Name>.tsx',
      apply: (s) =>
        s.write(
          `${F}/browser/CategoryList.tsx`,
          `/** The categories island. */
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import ListState from '../../../platform/browser/islands/ListState.tsx';
import { categories } from './stores/collections.ts';

/** The categories, or the list's loading, failed or empty state. */
export default function CategoryList() {
  const { data, error } = useCollection(categories);
  if (!data) return <ListState state={error ? 'failed' : 'loading'} noun="categories" />;
  if (!data.categories.length) return <ListState state="empty" noun="categories" />;
  return (
    <ul className="categories">
      {data.categories.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ul>
  );
}
`,
        ),
    },
    {
      path: 'src/pages/<route>.astro',
      apply: (s) =>
        s.write(
          'src/pages/categories.astro',
          `---
import Base from '../app/ui/Base.astro';
import PageBanner from '../platform/ui/components/PageBanner.astro';
import CategoryList from '../features/categories/browser/CategoryList.tsx';
---

<Base title="Categories" description="What people sign up for." preloadData={['/api/categories']}>
  <PageBanner title="Categories" intro="What people sign up for." />
  <CategoryList client:painted />
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
            "  { path: '/give', label: 'Give', text: true },\n  { path: '/categories', label: 'Categories' },\n",
          ),
        ),
    },
    {
      path: 'src/features/<name>/demo.ts',
      apply: async (s) => {
        await s.write(
          `${F}/demo.ts`,
          `/** The categories' part of the Planning Center emulator. */
import type { Route } from '../../demo/emulator-routes.ts';
import { listDocument } from '../../demo/jsonapi.ts';

const CATEGORIES = ${JSON.stringify(DEMO_CATEGORIES)}.map((name, i) => ({
  type: 'Category',
  id: String(i + 1),
  attributes: { name },
  relationships: {},
}));

/** Registrations' categories. */
export const routes: Route[] = [
  ['GET', '/registrations/v2/categories', (c) => listDocument(c.url, CATEGORIES)],
];
`,
        );
        await s.edit('src/demo/feature-routes.ts', (text) =>
          text
            .replace(
              'import type { Route }',
              "import * as categories from '../features/categories/demo.ts';\nimport type { Route }",
            )
            .replace('[...groups.routes', '[...categories.routes, ...groups.routes'),
        );
      },
    },
    {
      path: 'src/features/<name>/README.md',
      apply: (s) =>
        s.write(
          `${F}/README.md`,
          '# Categories\n\nWhat people sign up for, from Planning Center.\n',
        ),
    },
  ],
};
