import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { headersFile, isStaticFile, pagePath, writeHeaders } from '../../src/build/headers.ts';
import { inlineScriptHashes, inlineScripts } from '../../src/build/inline-scripts.ts';
import { FRAME_PAGES, siteCsp, WASM_PAGES } from '../../src/platform/server/http/csp.ts';

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

  test('only /live may frame another site, and only YouTube’s privacy-enhanced embed', () => {
    expect(FRAME_PAGES).toEqual({ '/live': 'https://www.youtube-nocookie.com' });
    const csp = siteCsp([], { frame: FRAME_PAGES['/live'] });
    expect(csp).toContain('; frame-src https://www.youtube-nocookie.com;');
    expect(csp.match(/frame-src/g)).toHaveLength(1);
    expect(siteCsp([])).not.toContain('frame-src');
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

describe('files that are not pages the build made', () => {
  test('get a policy that runs no script; HTML copied from public/ gets no page hashes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dcc-headers-'));
    try {
      const [dist, pub] = [join(root, 'dist'), join(root, 'public')];
      const page = '<!doctype html><script>run()</script>';
      const files: [string, string][] = [
        ['dist/about.html', page],
        ['dist/live.html', page],
        ['dist/docs/planted.html', page],
        ['public/docs/planted.html', page],
        ['dist/docs/a.pdf', '%PDF-1.4'],
        ['public/docs/a.pdf', '%PDF-1.4'],
        ['dist/logo.svg', '<svg/>'],
        ['dist/_astro/app.js', 'run()'],
        ['dist/docs/x.js', 'run()'],
        ['public/docs/x.js', 'run()'],
      ];
      for (const [file, text] of files) {
        await mkdir(join(root, file, '..'), { recursive: true });
        await writeFile(join(root, file), text);
      }
      await writeHeaders(dist, pub);
      const rules = (await readFile(join(dist, '_headers'), 'utf8')).trimEnd().split('\n\n');
      const rule = (path: string) => rules.find((r) => r.startsWith(`${path}\n`)) ?? '';
      expect(rule('/about')).toContain("'sha256-");
      expect(rule('/about')).not.toContain('frame-src');
      for (const path of ['/live', '/live.html'])
        expect(rule(path), path).toContain('frame-src https://www.youtube-nocookie.com;');
      for (const path of ['/docs/planted', '/docs/planted.html', '/logo.svg', '/docs/x.js'])
        expect(rule(path), path).toMatch(
          /Content-Security-Policy: default-src 'none'; .*; sandbox$/,
        );
      expect(rule('/docs/a.pdf')).toMatch(/default-src 'none'; style-src 'unsafe-inline'; frame/);
      expect(rules.join('\n')).not.toMatch(/\/docs\/planted[^\n]*\n[^\n]*sha256/);
      expect(rule('/_astro/app.js')).toBe('');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test('the build’s own scripts, styles, search files and editor are left to their pages', () => {
    expect(isStaticFile('_astro/app.js', false)).toBe(false);
    expect(isStaticFile('pagefind/pagefind.js', false)).toBe(false);
    expect(isStaticFile('admin/index.html', false)).toBe(false);
    expect(isStaticFile('about.html', false)).toBe(false);
    expect(isStaticFile('about.html', true)).toBe(true);
    expect(isStaticFile('_astro/photo.jpg', false)).toBe(true);
    expect(isStaticFile('sitemap.xml', false)).toBe(true);
    expect(isStaticFile('docs/x.js', true)).toBe(true);
    expect(isStaticFile('docs/x.css', true)).toBe(true);
  });
});
