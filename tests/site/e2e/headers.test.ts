import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { baseUrl } from '../../helpers/browser.ts';
import { TARGET } from '../../helpers/target.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

describe('security and caching headers from the running server', () => {
  test('pages carry a strict CSP, HSTS, nosniff, referrer and permissions policies', async () => {
    const response = await fetch(`${baseUrl()}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    if (TARGET !== 'preview')
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  // Netlify CLI's file server sends its own Cache-Control (public, max-age=0) whatever _headers
  // says; a deploy sends _headers' (tests/build/headers.test.ts reads the file)
  test.skipIf(TARGET === 'preview')('hashed assets are cached for a year, immutable', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl()}${asset}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test("every inline script of every built page is allowed by that page's CSP", async () => {
    const missing: string[] = [];
    for (const file of await htmlFiles('dist')) {
      const path = `/${file.slice('dist/'.length)}`.replace(/(index)?\.html$/, '');
      if (path.startsWith('/templates/') || path.startsWith('/admin/')) continue;
      const csp = (await fetch(`${baseUrl()}${path}`)).headers.get('content-security-policy') ?? '';
      const html = await readFile(file, 'utf8');
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
        const [, attributes = '', body = ''] = match;
        if (!body.trim() || attributes.includes('application/ld+json')) continue;
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        if (!csp.includes(hash)) missing.push(`${path}: ${hash} ${body.slice(0, 60)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
