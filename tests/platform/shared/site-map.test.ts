import { describe, expect, test } from 'vitest';
import {
  GATED_PREFIXES,
  NAV_SCREENS,
  PUBLIC_SCREENS,
  robotsTxt,
  sitemapXml,
} from '../../../src/platform/shared/site-map.ts';

const site = new URL('https://dogwoodcc.org');

describe('sitemapXml', () => {
  test('lists every public screen as an absolute URL and no gated one', () => {
    const xml = sitemapXml(site);
    for (const { path } of PUBLIC_SCREENS)
      expect(xml).toContain(`<loc>${new URL(path, site).href}</loc>`);
    for (const prefix of GATED_PREFIXES) expect(xml).not.toContain(prefix);
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_SCREENS.length);
  });
});

describe('NAV_SCREENS', () => {
  test('the nav bar links every public screen but Search, which the footer links', () => {
    expect(PUBLIC_SCREENS.map(({ path }) => path)).toContain('/search');
    expect(NAV_SCREENS).toEqual(PUBLIC_SCREENS.filter(({ path }) => path !== '/search'));
  });
});

describe('robotsTxt', () => {
  test('disallows the gated areas and the API, and names the sitemap', () => {
    const text = robotsTxt(site);
    for (const prefix of GATED_PREFIXES) expect(text).toContain(`Disallow: ${prefix}`);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://dogwoodcc.org/sitemap.xml');
  });
});
