import { existsSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from '../../helpers/browser.ts';
import { PUBLIC_PAGES, TEXT_ROUTES } from '../../../tools/audit/routes.ts';

interface Route {
  path: string;
  /** The page file under src/pages that answers the route. */
  page: string;
  title: string | RegExp;
  /** Static pages owned by the content work: they must exist and ship only the nav's script. */
  static?: boolean;
}

/** docs/requirements.md section 2, plus /worship for the worship samples. */
const ROUTES: Route[] = [
  { path: '/', page: 'index.astro', title: 'Dogwood Community Church (DCC)' },
  { path: '/getinvolved', page: 'getinvolved.astro', title: 'Get Involved | DCC', static: true },
  { path: '/give', page: 'give.astro', title: 'Give | DCC', static: true },
  { path: '/gifts', page: 'gifts.astro', title: 'Spiritual Gifts | DCC', static: true },
  {
    path: '/familypromise',
    page: 'familypromise.astro',
    title: 'Family Promise | DCC',
    static: true,
  },
  { path: '/youth', page: 'youth.astro', title: 'Children & Youth | DCC' },
  { path: '/about', page: 'about.astro', title: 'About | DCC', static: true },
  { path: '/events', page: 'events.astro', title: /Events/ },
  { path: '/teacherportal', page: 'teacherportal.astro', title: /Teacher Portal/ },
  {
    path: '/teacherportal/curriculum/1',
    page: 'teacherportal/curriculum.astro',
    title: /Curriculum/,
  },
  { path: '/teacherportal/teams', page: 'teacherportal/teams.astro', title: /Team/ },
  { path: '/directory', page: 'directory.astro', title: /Directory/ },
  { path: '/media', page: 'media.astro', title: /Media/ },
  { path: '/podcastadmin', page: 'podcastadmin.astro', title: /Podcast/ },
  { path: '/worship', page: 'worship.astro', title: /Worship/ },
  { path: '/search', page: 'search.astro', title: 'Search | DCC' },
];

const STATIC = ROUTES.filter((route) => route.static);

/** Gated routes, opened without a session, show their login screen's heading. */
const GATED_HEADINGS: Record<string, RegExp> = {
  '/teacherportal': /^Teacher Portal$/,
  '/teacherportal/curriculum/1': /^Teacher Portal$/,
  '/teacherportal/teams': /^Teacher Portal$/,
  '/directory': /^Church Directory$/,
  '/podcastadmin': /^Podcast Administration$/,
};

/** The main heading a route shows: a public page's own, or a gated page's login screen. */
function headingOf(path: string): RegExp {
  const heading = PUBLIC_PAGES.find((page) => page.path === path)?.heading ?? GATED_HEADINGS[path];
  if (!heading)
    throw new Error(`${path} has no expected heading: add it to PUBLIC_PAGES or GATED_HEADINGS`);
  return heading;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function visit(path: string, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  return openPage(browser, path, options);
}

/** A fresh page in its own context, not yet navigated, so a test can read the response. */
async function blank(options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: baseUrl() });
  return context.newPage();
}

describe('routes', () => {
  test.each(ROUTES)('$page exists for $path', ({ page }) => {
    expect(existsSync(`src/pages/${page}`)).toBe(true);
  });

  test('the static pages are the text routes the audit budgets', () => {
    expect(STATIC.map(({ path }) => path).sort()).toEqual([...TEXT_ROUTES].sort());
  });

  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its title`, async () => {
      const page = await blank(DESKTOP);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      if (typeof route.title === 'string') expect(await page.title()).toBe(route.title);
      else expect(await page.title()).toMatch(route.title);
      await page.context().close();
    });

    test(`${route.path} shows its main heading`, async () => {
      const heading = headingOf(route.path);
      const page = await visit(route.path);
      // a gated page's login screen is drawn once the page has asked who is logged in
      await expect.poll(() => page.locator('h1').textContent()).toMatch(heading);
      await page.context().close();
    });
  }

  test('an unknown path gets the real 404 page with status 404', async () => {
    const page = await visit('/');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page not found | DCC');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.context().close();
  });
});

describe('script budget', () => {
  for (const path of [...TEXT_ROUTES, '/no-such-page']) {
    test(`${path} loads only the nav's script, under 1 KB`, async () => {
      const page = await blank(PHONE);
      const scripts: string[] = [];
      const sizes: number[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(new URL(response.url()).pathname);
        void response.body().then((body) => sizes.push(body.length));
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/_astro\/Nav\.astro_astro_type_script/);
      await expect.poll(() => sizes.length).toBe(1);
      expect(sizes[0]).toBeLessThan(1024);
      // JSON-LD data blocks are not code; every script that runs is the one above
      const runnable = await page.evaluate(
        () => [...document.scripts].filter((s) => s.type !== 'application/ld+json').length,
      );
      expect(runnable).toBe(1);
      await page.context().close();
    });
  }
});
