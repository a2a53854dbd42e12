import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  documentTitle,
  GATED_PREFIXES,
  navRoutes,
  ROUTES,
} from '../../../src/platform/shared/routes.ts';

/** The page file that answers a route: a trailing id is read by the page from its address. */
const pageFileOf = (path: string) =>
  `src/pages/${path === '/' ? 'index' : path.slice(1).replace(/\/\d+$/, '')}.astro`;

/** Every page file of a route of its own (templates, the editor and the 404 page are not). */
const pageFiles = readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.astro') && !/^(templates|admin)\/|^404\./.test(file))
  .map((file) => `src/pages/${file}`);

describe('ROUTES', () => {
  test('each route has its page, and each page its route', () => {
    for (const { path } of ROUTES) expect(existsSync(pageFileOf(path)), path).toBe(true);
    expect(pageFiles.sort()).toEqual(
      [...new Set(ROUTES.map(({ path }) => pageFileOf(path)))].sort(),
    );
  });

  test('the nav bar links every public page but Search, and the group finder only when on', () => {
    const paths = (groups: boolean) => navRoutes({ groups }).map(({ path }) => path);
    expect(paths(false)).not.toContain('/search');
    expect(paths(false)).not.toContain('/groups');
    expect(paths(true).indexOf('/groups')).toBe(paths(true).indexOf('/getinvolved') + 1);
    expect(paths(true)).not.toContain('/directory');
  });

  test('the gated prefixes are the gated areas', () => {
    expect(GATED_PREFIXES).toEqual(['/directory', '/teacherportal', '/podcastadmin']);
  });
});

describe('documentTitle', () => {
  test("names the church on the home page and ends every other page's with | DCC", () => {
    expect(documentTitle('Home')).toBe('Dogwood Community Church (DCC)');
    expect(documentTitle('Give')).toBe('Give | DCC');
  });
});
