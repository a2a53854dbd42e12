/**
 * The static pages the search index holds (docs/architecture.md section 9): the route registry's
 * public pages but the search page itself and those behind a switch, read from the build's HTML;
 * gated pages, templates and the 404 page never. Pure.
 */
import { PUBLIC_ROUTES } from '../../../platform/shared/routes.ts';
import { RESULT_KINDS } from '../../sermons/index.ts';
import { escapeHtml } from '../../../platform/shared/html.ts';

/** A public page to index: its route, its file under dist/ and the title results show. */
export interface IndexedPage {
  route: string;
  file: string;
  title: string;
}

/** The build's file of a route (Astro's `format: 'preserve'`: /give is give.html). */
export function distFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}

/** Every page the index holds, in navigation order: the public pages but /search and switched ones. */
export const INDEXED_PAGES: readonly IndexedPage[] = PUBLIC_ROUTES.filter(
  ({ path, feature }) => path !== '/search' && !feature,
).map(({ path, label }) => ({
  route: path,
  file: distFileOf(path),
  title: label,
}));

/**
 * The built page with its result meta (title, kind "Page") added outside its searchable body
 * (the layout's `data-pagefind-body` main), so the words of the meta match nothing.
 */
export function pageIndexHtml(built: string, page: IndexedPage): string {
  const meta =
    `<div hidden><span data-pagefind-meta="title">${escapeHtml(page.title)}</span>` +
    `<span data-pagefind-meta="kind">${RESULT_KINDS.page}</span></div>`;
  const end = built.lastIndexOf('</body>');
  return end < 0 ? built + meta : built.slice(0, end) + meta + built.slice(end);
}
