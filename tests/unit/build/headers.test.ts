import { describe, expect, test } from 'vitest';
import { headersFile, pagePath } from '../../../src/build/headers.ts';
import { inlineScriptHashes, inlineScripts } from '../../../src/build/inline-scripts.ts';
import { siteCsp, WASM_PAGES } from '../../../src/server/http/csp.ts';

describe('the built pages’ headers', () => {
  test('a page’s policy allows exactly its own inline scripts', () => {
    const html = `<!doctype html><html><head>
      <script type="application/ld+json">{"a":1}</script>
      <script src="/_astro/app.js"></script>
      <script>run()</script></head><body><template><script>later()</script></template></body></html>`;
    expect(inlineScripts(html)).toEqual(['run()', 'later()']);
    const [hash] = inlineScriptHashes('<script>run()</script>');
    expect(siteCsp([hash!])).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(siteCsp([])).toMatch(/^default-src 'self'; script-src 'self'; style-src/);
    expect(siteCsp([])).toContain("frame-ancestors 'none'");
    expect(siteCsp([])).not.toContain('wasm');
  });

  test('only a page that runs WebAssembly may compile it, and nothing else is eval’d', () => {
    expect(WASM_PAGES).toEqual(['/search']);
    const csp = siteCsp(['abc='], { wasm: true });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=';");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("connect-src 'self'");
  });

  test('names each page by the path it answers at, and writes Netlify’s _headers format', () => {
    expect(pagePath('about.html')).toBe('/about');
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('admin/index.html')).toBe('/admin/');
    expect(pagePath('teacherportal/curriculum.html')).toBe('/teacherportal/curriculum');
    expect(
      headersFile([
        ['/about', { A: '1', B: '2' }],
        ['/', { A: '3' }],
      ]),
    ).toBe('/about\n  A: 1\n  B: 2\n\n/\n  A: 3\n');
  });
});
