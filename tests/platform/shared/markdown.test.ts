// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { makeMarkdown, MAX_NESTING } from '../../../src/platform/shared/markdown.ts';

const { markdownToHtml, renderMarkdown: render, sanitize } = makeMarkdown({ Marked, sanitizeHtml });

// Rendering needs no DOM (it runs on the server); jsdom is here only to inspect its output as a
// browser would parse it.
/** Parses rendered HTML so tests look at elements and attributes, not at text. */
function dom(html: string): HTMLElement {
  const root = window.document.createElement('div');
  root.innerHTML = html;
  return root;
}

/** Anything that would run: scripts, handlers, styles, frames and dangerous URLs. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const el of Array.from(dom(html).querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (/^(script|style|iframe|frame|object|embed|form|meta|link|base|svg|math)$/.test(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attr of Array.from(el.attributes)) {
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
      const value = attr.value.replace(/[\u0000-\u0020]/g, '');
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (attr.name === 'style') found.push(`${tag}[style]`);
      if (/^(javascript|vbscript|file|data):/i.test(value))
        found.push(`${tag}[${attr.name}=${value}]`);
    }
  }
  return found;
}

// OWASP XSS filter-evasion cheat-sheet style vectors, as event details might carry them.
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="file:///etc/passwd">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '[a [nested](javascript:alert(1)) link](https://example.org)',
  '[![img](x" onerror="alert(1))](https://example.org)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://example.org" onmouseover="alert(1)">hover</a>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
];

describe('markdown', () => {
  test.each(VECTORS)('neutralises %s', (vector) => {
    const html = render(`Before\n\n${vector}\n\nAfter`);
    expect(dangers(html)).toEqual([]);
    expect(html).not.toMatch(/<script/i);
    // nothing loads from elsewhere (src/platform/shared/sanitize.ts: images become links)
    expect(dom(html).querySelectorAll('img, [src], [srcset]')).toHaveLength(0);
  });

  test.each(VECTORS)('gives markup that a second pass leaves as it is: %s', (vector) => {
    // what the browser parses is what was checked (no mutation through a re-parse)
    const html = render(vector);
    expect(sanitize(dom(html).innerHTML)).toBe(sanitize(html));
  });

  test('detects dangers in unsanitised HTML (the check itself can fail)', () => {
    expect(dangers('<img src=x onerror=alert(1)><a href="java\tscript:x">a</a>')).toHaveLength(2);
  });

  test('turns line breaks into <br> and keeps GFM formatting', () => {
    const root = dom(render('Line one\nLine two\n\n**bold** and _em_'));
    expect(root.querySelectorAll('br')).toHaveLength(1);
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('em')?.textContent).toBe('em');
  });

  test('auto-links bare URLs with rel noopener noreferrer', () => {
    const link = dom(render('Register at https://dcc.example/register today')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://dcc.example/register');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(dom(render('see www.example.org')).querySelector('a')?.getAttribute('href')).toBe(
      'http://www.example.org',
    );
  });

  test('allows raw HTML, mail and phone links and relative links', () => {
    const root = dom(
      render(
        '<u>Underlined</u> [mail](mailto:office@dcc.example) [call](tel:+15555550100) [events](/events)',
      ),
    );
    expect(root.querySelector('u')?.textContent).toBe('Underlined');
    expect(Array.from(root.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      'mailto:office@dcc.example',
      'tel:+15555550100',
      '/events',
    ]);
  });

  test(`cuts nesting deeper than ${MAX_NESTING} levels`, () => {
    const depthOf = (html: string) => {
      let depth = 0;
      let node: Element | null = dom(html);
      while ((node = node.firstElementChild)) depth++;
      return depth;
    };
    const nested = (n: number) => '<div>'.repeat(n) + 'deep' + '</div>'.repeat(n);
    expect(depthOf(render(nested(MAX_NESTING)))).toBe(MAX_NESTING);
    expect(depthOf(render(nested(100)))).toBe(MAX_NESTING);
    expect(depthOf(render('>'.repeat(60) + ' quote'))).toBeLessThanOrEqual(MAX_NESTING);
  });

  test('renders empty details as nothing', () => {
    expect(render('')).toBe('');
  });
});

describe('markdownToHtml', () => {
  test('is marked alone: raw HTML passes through until the sanitizer removes it', () => {
    const html = markdownToHtml(
      '**Bring** a dish\nsee https://dcc.example <img src=x onerror=alert(1)>',
    );
    expect(html).toContain('<strong>Bring</strong> a dish<br>');
    expect(html).toContain('<a href="https://dcc.example">https://dcc.example</a>');
    expect(html).toContain('onerror');
    expect(render('<img src=x onerror=alert(1)>')).toBe('');
  });
});
