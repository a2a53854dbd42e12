/**
 * docs/recipes.md, followed: the first three recipes are done in a scratch copy of the checkout,
 * which must then type-check, keep the import rules, build and serve what the recipe promised;
 * the last two are checked against the features that followed them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exists, read, trackedFiles } from '../repository.ts';
import { DEMO_CATEGORIES, listRecipe } from './list-recipe.ts';
import { contentRecipe, PAGE_TEXT, pageRecipe, VERSE_TEXT } from './page-recipes.ts';
import { documentedSteps } from './recipe.ts';
import { scratchCopy, type Scratch } from './scratch.ts';

const DRY_RUNS = [pageRecipe, listRecipe, contentRecipe];

describe.each(DRY_RUNS)('"$title"', (recipe) => {
  test('names, in order, the files its dry run touches', () => {
    expect(documentedSteps(recipe.title)).toEqual(recipe.steps.map((step) => step.path));
  });
});

describe('the recipes, followed in a scratch copy', () => {
  let scratch: Scratch;
  let server: { url: string; stop(): Promise<void> };
  const get = (path: string) => fetch(new URL(path, server.url));
  const text = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    scratch = await scratchCopy();
    for (const recipe of DRY_RUNS) for (const step of recipe.steps) await step.apply(scratch);
    await scratch.sh('npm', ['run', '--silent', 'build']);
    server = await scratch.serve();
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await scratch?.remove();
  });

  test('the copy type-checks', async () => {
    await scratch.sh(join(scratch.dir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.']);
  }, 120_000);

  test('the copy keeps the import rules', async () => {
    const cruise = join(scratch.dir, 'node_modules/.bin/depcruise');
    await scratch.sh(cruise, ['--config', '.dependency-cruiser.cjs', 'src', 'netlify']);
  }, 120_000);

  test('a public page is served, linked from the nav bar and listed in the sitemap', async () => {
    expect(await text('/recipe-page')).toContain(PAGE_TEXT);
    expect(await text('/about')).toContain('href="/recipe-page"');
    expect(await text('/sitemap.xml')).toContain('/recipe-page</loc>');
  });

  test("a Planning Center list answers from the demo's emulator", async () => {
    const answer = (await (await get('/api/categories')).json()) as {
      categories: { name: string }[];
    };
    expect(answer.categories.map((c) => c.name)).toEqual(DEMO_CATEGORIES);
  });

  test("the list's page hydrates its island with the answer preloaded", async () => {
    const page = await text('/categories');
    expect(page).toContain('<astro-island');
    expect(page).toContain('href="/api/categories"');
  });

  test('a content type is shown on its page and edited in the content editor', async () => {
    expect(await text('/verses')).toContain(VERSE_TEXT);
    const editor = await readFile(join(scratch.dir, 'dist/admin/index.html'), 'utf8');
    expect(editor).toContain('Verses shown on the Verses page');
  });
});

describe('the recipes, against the features that followed them', () => {
  test('"Add an outside service": each worked example has its four parts', () => {
    const section = read('docs/recipes.md')
      .split('## Add an outside service')[1]!
      .split('\n## ')[0]!;
    const examples = section.slice(section.indexOf('Worked examples'));
    const paths = [...examples.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(8);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  test('"Add a gated area": the podcast admin is named at each step', () => {
    const area = 'podcastadmin';
    expect(read('src/platform/shared/api-types.ts')).toMatch(new RegExp(`Area = .*'${area}'`));
    expect(read('src/platform/server/config/session.ts')).toContain(`  ${area}: '`);
    expect(read('src/platform/server/config/demo.ts')).toContain(area);
    const guarded = trackedFiles.filter((file) => /^(netlify|src\/features)\//.test(file));
    expect(guarded.some((file) => read(file).includes(`requireArea(req, '${area}')`))).toBe(true);
    expect(read('src/features/podcast/browser/PodcastAdmin.tsx')).toContain(`user="${area}"`);
    expect(read('src/platform/shared/routes.ts')).toContain(`area: '${area}'`);
  });
});
