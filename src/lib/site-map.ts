/**
 * The public screens of the site, in navigation order: the nav bar, sitemap and tests use it.
 * Search is linked from the footer (docs/requirements.md section 2), not the nav bar.
 */
export const PUBLIC_SCREENS = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About' },
  { path: '/youth', label: 'Children & Youth' },
  { path: '/events', label: 'Events' },
  { path: '/media', label: 'Sermons' },
  { path: '/worship', label: 'Worship' },
  { path: '/getinvolved', label: 'Get Involved' },
  { path: '/familypromise', label: 'Family Promise' },
  { path: '/gifts', label: 'Gifts' },
  { path: '/give', label: 'Give' },
  { path: '/search', label: 'Search' },
] as const;

/** The screens the nav bar links to. */
export const NAV_SCREENS = PUBLIC_SCREENS.filter(({ path }) => path !== '/search');

/** Gated screens: never in the sitemap, disallowed in robots.txt. */
export const GATED_PREFIXES = ['/directory', '/teacherportal', '/podcastadmin'] as const;

/** A sitemap.xml (sitemaps.org 0.9) of the public screens under the site's origin. */
export function sitemapXml(site: URL): string {
  const urls = PUBLIC_SCREENS.map(
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
