import { describe, expect, test } from 'vitest';
import { GATED_PREFIXES, PUBLIC_ROUTES } from '../../../src/platform/shared/routes.ts';
import { robotsTxt, sitemapXml } from '../../../src/platform/shared/site-map.ts';

const site = new URL('https://dogwoodcc.org');

describe('sitemapXml', () => {
  test('lists every public page but the switched-off group finder, and no gated one', () => {
    const xml = sitemapXml(site);
    for (const { path } of PUBLIC_ROUTES.filter((route) => route.path !== '/groups'))
      expect(xml).toContain(`<loc>${new URL(path, site).href}</loc>`);
    for (const prefix of GATED_PREFIXES) expect(xml).not.toContain(prefix);
    expect(xml).not.toContain('/groups');
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_ROUTES.length - 1);
  });

  test('lists the group finder when it is on', () => {
    expect(sitemapXml(site, true)).toContain('<loc>https://dogwoodcc.org/groups</loc>');
  });
});

describe('robotsTxt', () => {
  test('disallows the gated areas and the API, and names the sitemap', () => {
    const text = robotsTxt(site);
    for (const prefix of ['/directory', '/teacherportal', '/podcastadmin'])
      expect(text).toContain(`Disallow: ${prefix}`);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://dogwoodcc.org/sitemap.xml');
  });
});
