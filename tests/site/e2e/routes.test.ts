import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from '../../helpers/browser.ts';
import type { Area } from '../../../src/platform/shared/api-types.ts';
import {
  documentTitle,
  ROUTES,
  TEXT_PATHS,
  titleOf,
  type Route,
} from '../../../src/platform/shared/routes.ts';

/** A gated page, opened without a session, shows its area's login screen and its heading. */
const LOGIN_HEADINGS: Record<Area, string> = {
  directory: 'Church Directory',
  dccyouth: 'Teacher Portal',
  podcastadmin: 'Podcast Administration',
};

/** The main heading a route shows, lower-cased: a public page's own, or its login screen's. */
function headingOf(route: Route): string {
  return (
    route.area ? LOGIN_HEADINGS[route.area] : (route.heading ?? titleOf(route))
  ).toLowerCase();
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
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its title`, async () => {
      const page = await blank(DESKTOP);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(documentTitle(titleOf(route)));
      await page.context().close();
    });

    test(`${route.path} shows its main heading`, async () => {
      const page = await visit(route.path);
      // a gated page's login screen is drawn once the page has asked who is logged in
      const heading = async () => (await page.locator('h1').textContent())?.toLowerCase();
      if (route.area) await expect.poll(heading).toBe(headingOf(route));
      else await expect.poll(heading).toContain(headingOf(route));
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
  for (const path of [...TEXT_PATHS, '/no-such-page']) {
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
