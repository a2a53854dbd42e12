// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import sanitizeHtml from 'sanitize-html';
import { makeHtmlText, makeSanitize } from '../../../src/platform/shared/sanitize.ts';

const sanitize = makeSanitize(sanitizeHtml);

/** Parses sanitized HTML as a browser would, to look at elements rather than text. */
function dom(html: string): HTMLElement {
  const root = window.document.createElement('div');
  root.innerHTML = html;
  return root;
}

/** Markup that would make a browser fetch from another site. */
const LOADERS = [
  '<p>Hi<img src="https://track.example/p.gif" width="1" height="1"></p>',
  '<picture><source srcset="https://e.example/a.webp"><img src="https://e.example/a.png"></picture>',
  '<video src="https://e.example/v.mp4" poster="https://e.example/p.png"></video>',
  '<audio src="https://e.example/a.mp3"></audio><iframe src="https://e.example/f"></iframe>',
  '<p style="background:url(https://e.example/x)">s</p><table background="https://e.example/t">',
  '<link rel="stylesheet" href="https://e.example/s.css"><input type="image" src="https://e.example/i">',
  '<object data="https://e.example/o"></object><embed src="https://e.example/e">',
  '<svg><image href="https://e.example/s.png"></image></svg>',
];

describe('sanitize: nothing loads from another site', () => {
  test.each(LOADERS)('leaves no element or attribute that loads: %s', (html) => {
    const root = dom(sanitize(html));
    const loading = 'img, picture, source, video, audio, iframe, object, embed, link, svg, input';
    expect(root.querySelectorAll(loading)).toHaveLength(0);
    for (const attr of ['src', 'srcset', 'style', 'background', 'poster', 'data'])
      expect(root.querySelectorAll(`[${attr}]`)).toHaveLength(0);
  });

  test('shows an image with a web address only as a link to it', () => {
    expect(sanitize('<p>Hi<img src="//track.example/p.gif" width="1" height="1"></p>')).toBe(
      '<p>Hi<a href="//track.example/p.gif" rel="noopener noreferrer">Image</a></p>',
    );
    const link = dom(sanitize('<img src="https://dcc.example/picnic.jpg" alt=" Picnic ">'));
    expect(link.innerHTML).toBe(
      '<a href="https://dcc.example/picnic.jpg" rel="noopener noreferrer">Image: Picnic</a>',
    );
  });

  test('drops an image without a web address', () => {
    for (const src of ['/logo.svg', 'x', 'data:image/png;base64,AAAA', 'javascript:alert(1)', ''])
      expect(sanitize(`<img src="${src}" alt="A" onerror="alert(1)">`)).toBe('');
    expect(sanitize('<img alt="no source">')).toBe('');
  });

  test('keeps only the words of an image inside a link (no link in a link)', () => {
    const html = sanitize('<a href="/x"><img src="https://e.example/a.png" alt="Logo"></a><img>');
    expect(html).toBe('<a href="/x" rel="noopener noreferrer">Image: Logo</a>');
    expect(sanitize(dom(html).innerHTML)).toBe(html);
    // the link is closed again: a later image is a link of its own
    expect(sanitize('<a href="/x">x</a><img src="https://e.example/b.png">')).toContain(
      '<a href="https://e.example/b.png"',
    );
  });
});

describe('makeHtmlText', () => {
  const text = makeHtmlText(sanitizeHtml);
  test('keeps the words and line breaks, drops every tag, image and script', () => {
    expect(
      text(
        '<p>Bring <b>a dish</b> &amp; a chair<br>Rain &lt;or&gt; shine<img src="https://e.example/p.gif" alt="Pixel"></p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Bring a dish & a chair\nRain <or> shine\nOne\nTwo');
  });
});
