import { describe, expect, test } from 'vitest';
import {
  distFileOf,
  INDEXED_PAGES,
  pageIndexHtml,
} from '../../../../src/features/search/shared/pages.ts';
import { GATED_PREFIXES } from '../../../../src/platform/shared/routes.ts';

describe('the static pages search holds', () => {
  test('are the public pages but the search page and the switched group finder, with their build files and titles', () => {
    expect(INDEXED_PAGES.map((p) => p.route)).toEqual([
      '/',
      '/about',
      '/youth',
      '/events',
      '/media',
      '/worship',
      '/getinvolved',
      '/familypromise',
      '/gifts',
      '/give',
      '/live',
    ]);
    expect(INDEXED_PAGES.find((p) => p.route === '/give')).toEqual({
      route: '/give',
      file: 'give.html',
      title: 'Give',
    });
    expect(distFileOf('/')).toBe('index.html');
  });

  test('never a gated page, a template, the content editor or the 404 page', () => {
    for (const page of INDEXED_PAGES) {
      expect(GATED_PREFIXES.some((prefix) => page.route.startsWith(prefix))).toBe(false);
      expect(page.file).not.toMatch(/^(templates|admin)\/|^404\.html$/);
    }
  });

  test("get their title and kind as meta outside the page's searchable body", () => {
    const built = '<html><body><main data-pagefind-body><h1>GIVE</h1></main></body></html>';
    const page = pageIndexHtml(built, {
      route: '/youth',
      file: 'youth.html',
      title: 'Kids & Youth',
    });
    expect(page).toBe(
      '<html><body><main data-pagefind-body><h1>GIVE</h1></main>' +
        '<div hidden><span data-pagefind-meta="title">Kids &amp; Youth</span>' +
        '<span data-pagefind-meta="kind">Page</span></div></body></html>',
    );
  });
});
