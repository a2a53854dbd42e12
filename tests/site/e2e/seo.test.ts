import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage } from '../../helpers/browser.ts';
import { GATED_ROUTES, PUBLIC_ROUTES } from '../../../src/platform/shared/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

describe('search and sharing', () => {
  test.each(PUBLIC_ROUTES.map(({ path }) => path))(
    '%s has a title, a description and Open Graph and Twitter cards',
    async (route) => {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.png"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html).not.toContain('noindex');
    },
  );

  test.each(GATED_ROUTES.map((r) => r.path))('%s is kept out of search engines', async (route) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  test('sitemap.xml lists the public routes only', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const { path: route } of PUBLIC_ROUTES)
      expect(sitemap).toContain(`${route === '/' ? '/' : route}</loc>`);
    for (const { path } of GATED_ROUTES) expect(sitemap).not.toContain(path);
  });

  test('robots.txt keeps the gated routes out and names the sitemap', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /directory');
    expect(robots).toContain('Disallow: /teacherportal');
    expect(robots).toContain('Disallow: /podcastadmin');
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test.each(['/', '/about'])('%s describes the church in schema.org JSON-LD', async (route) => {
    const page = await openPage(browser, route, DESKTOP);
    const church = (await structuredData(page)).find((d) => d['@type'] === 'Church');
    expect(church?.['address']).toMatchObject({
      streetAddress: '2400 Dogwood Lane',
      addressLocality: 'Cary',
    });
    expect(JSON.stringify(church)).toContain('"startTime":"10:30"');
    expect(JSON.stringify(church)).toContain('"opens":"09:00"');
    await page.context().close();
  });

  test('/events describes each listed event as a schema.org Event at the church', async () => {
    const page = await openPage(browser, '/events', DESKTOP);
    const events = async () => (await structuredData(page)).filter((d) => d['@type'] === 'Event');
    // the regular and the special events are two islands that draw in turn: read both counts
    // together until every listed event is described
    await expect
      .poll(
        async () => {
          const listed = await page.locator('.event-entry').count();
          return listed > 5 && (await events()).length === listed;
        },
        { message: 'each listed event has its schema.org Event' },
      )
      .toBe(true);
    const [first] = await events();
    expect(first).toMatchObject({ location: { name: 'Dogwood Community Church' } });
    expect(Date.parse(String(first?.['startDate']))).not.toBeNaN();
    await page.context().close();
  });

  test('/media describes each sermon on the page as a schema.org PodcastEpisode', async () => {
    const page = await openPage(browser, '/media', DESKTOP);
    await page.locator('.episode-grid li').first().waitFor();
    const episodes = (await structuredData(page)).filter((d) => d['@type'] === 'PodcastEpisode');
    expect(episodes).toHaveLength(await page.locator('.episode-grid > li').count());
    expect(JSON.stringify(episodes[0])).toMatch(/"contentUrl":"http[^"]+\.mp3"/);
    await page.context().close();
  });
});
