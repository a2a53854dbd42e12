/** The content editor (/admin/) gets its own CSP and COOP; every other page keeps the site's strict ones. */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseAllHeaders } from '@netlify/headers-parser';
import { WASM_PAGES } from '../../../../src/platform/server/http/csp.ts';
import { baseUrl } from '../../../helpers/browser.ts';

/** The URL path of every built page, as a visitor asks for it. */
async function pagePaths(): Promise<string[]> {
  const entries = await readdir('dist', { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => `/${relative('dist', join(e.parentPath, e.name))}`)
    .map((path) => path.replace(/(?:index)?\.html$/, '').replace(/(.)\/$/, '$1/'));
}

const headers = async (path: string) => (await fetch(`${baseUrl()}${path}`)).headers;

describe('headers of the content editor and of the pages', () => {
  test('/admin/ allows what Decap CMS needs: eval for its config check, GitHub, the login popup', async () => {
    const answer = await headers('/admin/');
    const csp = answer.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain('https://api.github.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain(',');
    expect(answer.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(answer.get('x-content-type-options')).toBe('nosniff');
  });

  test('every other page has a site CSP, without eval, and never two policies', async () => {
    for (const path of await pagePaths()) {
      if (path.startsWith('/admin') || path.startsWith('/templates')) continue;
      const answer = await headers(path);
      const csp = answer.get('content-security-policy') ?? '';
      // only the search page may compile WebAssembly (Pagefind), and nothing may eval script
      const wasm = WASM_PAGES.includes(path.replace(/\.html$/, '')) ? " 'wasm-unsafe-eval'" : '';
      expect(csp, path).toMatch(
        new RegExp(`^default-src 'self'; script-src 'self'${wasm}( 'sha256-[\\w+/=]+')*; `),
      );
      expect(csp.replace(wasm, ''), path).not.toContain('unsafe-eval');
      expect(csp, path).not.toContain(',');
      expect(answer.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  test('no two rules set the same header on one page (Netlify would join them)', async () => {
    const { headers: rules } = await parseAllHeaders({
      headersFiles: ['dist/_headers'],
      netlifyConfigPath: 'netlify.toml',
      configHeaders: [],
      minimal: false,
    });
    for (const path of [...(await pagePaths()), '/admin/']) {
      const seen = new Map<string, string>();
      for (const rule of rules) {
        if (!('forRegExp' in rule) || !rule.forRegExp.test(path)) continue;
        for (const name of Object.keys(rule.values)) {
          expect(
            seen.get(name),
            `${path}: ${name} set by ${seen.get(name)} and ${rule.for}`,
          ).toBeUndefined();
          seen.set(name, rule.for);
        }
      }
    }
  });

  test('/admin/ is kept out of search engines and out of the sitemap', async () => {
    const html = await (await fetch(`${baseUrl()}/admin/`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).not.toContain('/admin');
  });

  test('the CMS script loads on /admin/ only', async () => {
    const admin = await (await fetch(`${baseUrl()}/admin/`)).text();
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(admin)?.[1];
    expect(script).toBeDefined();
    expect(await (await fetch(`${baseUrl()}${script}`)).text()).toContain('/admin/decap-cms.js');
    const bundle = await fetch(`${baseUrl()}/admin/decap-cms.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(bundle.status).toBe(200);
    await bundle.body?.cancel();
    for (const path of await pagePaths()) {
      if (path.startsWith('/admin')) continue;
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).not.toContain(script);
      expect(html, path).not.toContain('decap');
    }
  });
});
