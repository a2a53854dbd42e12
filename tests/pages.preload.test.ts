/**
 * Every answer a page preloads (`preloadData`) is one a feature's collection asks for, so the
 * island that makes the collection starts with it (src/app/browser/live-data.ts); the sign-ups on
 * /events too.
 */
import { glob, readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';

/** Every path a feature's collections GET, found where the features keep them. */
function collectionPaths(): Set<string> {
  const modules = import.meta.glob<Record<string, unknown>>(
    '../src/features/*/browser/stores/collections.ts',
    { eager: true },
  );
  const paths = new Set<string>();
  for (const exports of Object.values(modules))
    for (const value of Object.values(exports))
      if (value && typeof value === 'object' && 'path' in value) paths.add(String(value.path));
  return paths;
}

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

test('each page preloads only answers a collection takes, the sign-ups on /events too', async () => {
  const paths = collectionPaths();
  const pages = await preloaded();
  expect(pages.get('src/pages/events.astro')).toContain('/api/signups');
  for (const [file, preloads] of pages)
    for (const path of preloads) expect(paths.has(path), `${file}: ${path}`).toBe(true);
});
