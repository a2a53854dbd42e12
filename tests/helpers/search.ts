/**
 * Queries a served search index the way the /search page does: Pagefind's own pagefind.js,
 * fetched from the site and run in Node with its base path pointed back at the site, so every
 * index file it needs is fetched over HTTP like a browser would. A fresh copy of the module per
 * query, so a rebuilt index is read afresh.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  searchHit,
  type SearchData,
  type SearchSubResult,
} from '../../src/features/search/shared/results.ts';

/** One result as Pagefind's `data()` gives it, its URLs made site paths. */
export interface Found {
  url: string;
  meta: Record<string, string>;
  excerpt: string;
  /** In page order, as Pagefind gives them. */
  subResults: { url: string; title: string; excerpt: string }[];
  /** Pagefind's data as it came, for the page's own reading of it. */
  data: SearchData;
}

/**
 * The sub-result the /search page shows first (its own ranking,
 * src/features/search/shared/results.ts).
 */
export function bestMoment(found: Found | undefined): Found['subResults'][number] | undefined {
  const best = found && searchHit(found.data).moments[0];
  return best && found.subResults.find((sub) => sub.url === path(best.url));
}

interface PagefindData extends SearchData {
  meta: Record<string, string>;
  excerpt: string;
  sub_results: (SearchSubResult & { title: string; excerpt: string })[];
}
interface PagefindModule {
  options(o: { basePath: string }): Promise<void>;
  search(q: string): Promise<{ results: { data(): Promise<PagefindData> }[] }>;
}

let copies = 0;
const path = (url: string) => {
  const parsed = new URL(url, 'http://site');
  return parsed.pathname + parsed.hash;
};

/** The results of `query` on the index served at `site`/pagefind/, at most `limit` of them. */
export async function searchSite(site: string, query: string, limit = 5): Promise<Found[]> {
  const response = await fetch(`${site}/pagefind/pagefind.js`);
  if (!response.ok) throw new Error(`GET /pagefind/pagefind.js answered ${response.status}`);
  const dir = await mkdtemp(join(tmpdir(), 'dcc-pagefind-'));
  const file = join(dir, `pagefind-${++copies}.mjs`);
  await writeFile(file, await response.text());
  const pagefind = (await import(pathToFileURL(file).href)) as PagefindModule;
  await pagefind.options({ basePath: `${site}/pagefind/` });
  const { results } = await pagefind.search(query);
  const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
  return data.map((d) => ({
    url: path(d.url),
    meta: d.meta,
    excerpt: d.excerpt,
    subResults: d.sub_results.map((s) => ({
      url: path(s.url),
      title: s.title,
      excerpt: s.excerpt,
    })),
    data: d,
  }));
}
