/**
 * The /search page's results as DOM (docs/requirements.md section 2, "Search"): each hit a list
 * item with its kind, a link with its title, a sermon's details, Pagefind's excerpt and the
 * moments of a transcript ("Said at 1:23"). Pagefind's excerpts are HTML (escaped text with
 * `<mark>` around the words found); the browser's own parser reads them into an inert document
 * and only their text and `<mark>` elements are carried over, so no markup of the index ever
 * becomes live.
 */
import type { SearchHit } from '../shared/results.ts';

/** An excerpt's text with its `<mark>`s, and nothing else of its markup. */
export function excerptNodes(document: Document, excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html');
  return [...parsed.body.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

function link(document: Document, href: string, text: string): HTMLAnchorElement {
  const a = element(document, 'a', '', text);
  a.href = href;
  return a;
}

/** One hit as a list item. */
export function hitItem(document: Document, hit: SearchHit): HTMLLIElement {
  const item = element(
    document,
    'li',
    'search-hit',
    element(document, 'p', 'search-kind', hit.kind),
    element(document, 'h2', 'search-title', link(document, hit.url, hit.title)),
  );
  if (hit.details.length)
    item.append(element(document, 'p', 'search-details', hit.details.join(' · ')));
  if (hit.excerpt)
    item.append(element(document, 'p', 'search-excerpt', ...excerptNodes(document, hit.excerpt)));
  if (hit.moments.length) {
    const moments = element(document, 'ul', 'search-moments');
    moments.setAttribute('aria-label', `Moments in ${hit.title}`);
    for (const moment of hit.moments) {
      const quote = element(
        document,
        'span',
        'search-quote',
        ...excerptNodes(document, moment.excerpt),
      );
      moments.append(
        element(document, 'li', '', link(document, moment.url, moment.label), ' ', quote),
      );
    }
    item.append(moments);
  }
  return item;
}
