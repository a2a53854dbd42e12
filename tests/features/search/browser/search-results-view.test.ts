// @vitest-environment jsdom
/** The /search page's result items: Pagefind's excerpts keep their <mark>s and nothing else. */
import { describe, expect, test } from 'vitest';
import {
  excerptNodes,
  hitItem,
} from '../../../../src/features/search/browser/search-results-view.ts';

describe('excerptNodes', () => {
  test('keeps the text and the marks of an excerpt, and no other markup', () => {
    const box = document.createElement('p');
    box.append(
      ...excerptNodes(
        document,
        'a &lt;b&gt; <mark>grace</mark> <img src=x onerror="alert(1)"><script>alert(2)</script><b onclick="x()">bold</b>',
      ),
    );
    expect(box.innerHTML).toBe('a &lt;b&gt; <mark>grace</mark> alert(2)bold');
    expect(box.querySelectorAll('img, script, b, [onerror], [onclick]')).toHaveLength(0);
  });
});

describe('hitItem', () => {
  test('shows kind, a title link, details, excerpt and the moments as links', () => {
    const item = hitItem(document, {
      url: '/sermons/the-vine',
      title: 'The Vine',
      kind: 'Sermon',
      excerpt: 'the <mark>vine</mark>',
      details: ['Daniel Whitfield', 'John'],
      moments: [
        { url: '/sermons/the-vine#t=95', label: 'Said at 1:35', excerpt: '<mark>vine</mark>' },
      ],
      record: null,
    });
    expect(item.querySelector('.search-kind')?.textContent).toBe('Sermon');
    const links = [...item.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['The Vine', '/sermons/the-vine'],
      ['Said at 1:35', '/sermons/the-vine#t=95'],
    ]);
    expect(item.querySelector('.search-details')?.textContent).toBe('Daniel Whitfield · John');
    expect(item.querySelector('.search-excerpt')?.innerHTML).toBe('the <mark>vine</mark>');
  });
});
