/**
 * Every answer a page preloads is taken into a feature's collection as the page parses
 * (src/app/browser/live-data.ts), so its island hydrates with data and shows no skeleton: the
 * collections are found in the features' folders, not kept in a list that can miss one.
 */
import { readFile } from 'node:fs/promises';
import { glob } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { collectionFor } from '../../../src/app/browser/collections.ts';

/** The API paths named in each page's `preloadData`. */
async function preloaded(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for await (const file of glob('src/pages/**/*.astro')) {
    const list = /preloadData=\{([^}]*)\}/.exec(await readFile(file, 'utf8'))?.[1];
    if (list)
      found.set(
        file,
        [...list.matchAll(/'(\/api\/[^']+)'/g)].map((match) => match[1]!),
      );
  }
  return found;
}

test('each page preloads only answers a collection takes in, the sign-ups on /events too', async () => {
  const pages = await preloaded();
  expect(pages.get('src/pages/events.astro')).toContain('/api/signups');
  for (const [file, paths] of pages)
    for (const path of paths) expect(collectionFor(path)?.path, `${file}: ${path}`).toBe(path);
});

test('a path no feature keeps has no collection', () => {
  expect(collectionFor('/api/nothing-here')).toBeUndefined();
});
