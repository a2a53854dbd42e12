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

/** The group finder's screen, linked only where the finder is on (PCO_GROUPS). */
export const GROUPS_SCREEN = { path: '/groups', label: 'Groups' } as const;

/** The nav bar's screens, with the group finder after Get Involved when it is on. */
export function navScreens(groups: boolean): { path: string; label: string }[] {
  if (!groups) return [...NAV_SCREENS];
  const at = NAV_SCREENS.findIndex(({ path }) => path === '/getinvolved') + 1;
  return [...NAV_SCREENS.slice(0, at), GROUPS_SCREEN, ...NAV_SCREENS.slice(at)];
}

/** Gated screens: never in the sitemap, disallowed in robots.txt. */
export const GATED_PREFIXES = ['/directory', '/teacherportal', '/podcastadmin'] as const;

/** A sitemap.xml (sitemaps.org 0.9) of the public screens (and the group finder's) under the site's origin. */
export function sitemapXml(site: URL, groups = false): string {
  const urls = [...PUBLIC_SCREENS, ...(groups ? [GROUPS_SCREEN] : [])].map(
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
