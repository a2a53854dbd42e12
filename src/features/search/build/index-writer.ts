/**
 * Writes the whole search index (docs/architecture.md section 9) with Pagefind's Node API: the
 * public static pages from the build's HTML and one page per sermon with its transcript. The
 * index is written beside the served folder and then swapped in, so a reader never sees half of
 * one. The Node API runs Pagefind's native binary: on a build machine or a local server, never
 * inside a function (which never imports this module).
 */
import { randomUUID } from 'node:crypto';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { groupIndexHtml, type GroupForIndex } from '../../groups/index.ts';
import { signupIndexHtml, type SignupForIndex } from '../../signups/index.ts';
import { INDEXED_PAGES, pageIndexHtml } from '../shared/pages.ts';
import { sermonIndexHtml, sermonPath, type SermonForIndex } from '../../sermons/index.ts';

export interface IndexSources {
  /** The build's output, whose public pages are indexed. */
  distDir: string;
  sermons: readonly SermonForIndex[];
  /** The public groups (src/features/groups/build/search-records.ts), each at its own page. */
  groups?: readonly GroupForIndex[];
  /** The shown sign-ups (src/features/signups/build/search-records.ts), each at its card. */
  signups?: readonly SignupForIndex[];
}

export interface IndexStats {
  pages: number;
  sermons: number;
  groups: number;
  millis: number;
}

function fail(what: string, errors: readonly string[]): void {
  if (errors.length) throw new Error(`Pagefind could not ${what}: ${errors.join('; ')}`);
}

/** Fills a new Pagefind index with the public pages and the sermons. */
async function fill(index: pagefind.PagefindIndex, sources: IndexSources): Promise<number> {
  let pages = 0;
  for (const page of INDEXED_PAGES) {
    const built = await readFile(join(sources.distDir, page.file), 'utf8').catch(() => null);
    if (built === null) continue; // a partial build (tests) lacks some pages
    const added = await index.addHTMLFile({ url: page.route, content: pageIndexHtml(built, page) });
    fail(`index ${page.route}`, added.errors);
    pages++;
  }
  for (const sermon of sources.sermons) {
    const added = await index.addHTMLFile({
      url: sermonPath(sermon.slug),
      content: sermonIndexHtml(sermon),
    });
    fail(`index ${sermonPath(sermon.slug)}`, added.errors);
  }
  for (const group of sources.groups ?? []) {
    const added = await index.addHTMLFile({ url: group.page, content: groupIndexHtml(group) });
    fail(`index ${group.page}`, added.errors);
  }
  for (const signup of sources.signups ?? []) {
    const added = await index.addHTMLFile({ url: signup.page, content: signupIndexHtml(signup) });
    fail(`index ${signup.page}`, added.errors);
  }
  return pages;
}

/** Writes the index into `outDir` (the folder served at /pagefind/), replacing what was there. */
export async function writeSearchIndex(sources: IndexSources, outDir: string): Promise<IndexStats> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const pages = await fill(index, sources);
    const next = `${outDir}.next-${randomUUID().slice(0, 8)}`;
    const old = `${outDir}.old-${randomUUID().slice(0, 8)}`;
    fail('write the index', (await index.writeFiles({ outputPath: next })).errors);
    await rename(outDir, old).catch(() => undefined);
    await rename(next, outDir);
    await rm(old, { recursive: true, force: true });
    const groups = sources.groups?.length ?? 0;
    return { pages, sermons: sources.sermons.length, groups, millis: performance.now() - started };
  } finally {
    await index.deleteIndex();
  }
}

/** Stops Pagefind's binary (a one-off build calls this when done). */
export const closeSearchIndexer = (): Promise<unknown> => pagefind.close();
