/**
 * sitemap.xml and robots.txt, from the route registry (routes.ts): the pages shown with the
 * site's switches are crawlable; gated areas, the API and the demo's emulators are not.
 */
import { GATED_PREFIXES, shownRoutes } from './routes.ts';

/** A sitemap.xml (sitemaps.org 0.9) of the shown public pages under the site's origin. */
export function sitemapXml(site: URL, groups = false): string {
  const urls = shownRoutes({ groups }).map(
    ({ path }) => `  <url><loc>${new URL(path, site).href}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable; gated areas and the API are not. */
export function robotsTxt(site: URL): string {
  const disallow = [...GATED_PREFIXES, '/api/', '/demo/'].map((p) => `Disallow: ${p}`);
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow,
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
