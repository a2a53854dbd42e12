/**
 * Event details: markdown to safe HTML (SPEC.md section 5). marked turns markdown into HTML
 * (raw HTML allowed, line breaks as <br>, GFM autolinks for bare URLs); DOMPurify then removes
 * anything that could run: scripts, event handlers, styles, frames, forms, and links whose
 * scheme is javascript:, vbscript:, file: or data:. Nesting deeper than 20 levels is cut.
 * The window is injected (the browser's own, or jsdom's in tests) so this module stays pure.
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { Marked } from 'marked';

/** Elements nested deeper than this below the root are dropped with their content. */
export const MAX_NESTING = 20;

/** Only web, mail and phone schemes, plus relative URLs (DOMPurify's shape, fewer schemes). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Schemes that are never kept, whatever DOMPurify's data-URI exceptions for media allow. */
const BLOCKED_SCHEME = /^(?:javascript|vbscript|file|data):/i;
const URI_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset'];

const PURIFY_CONFIG: Config = {
  ALLOWED_URI_REGEXP,
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'target'],
};

const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Drops every element deeper than MAX_NESTING below the root. */
function cutNesting(node: Node, depth: number): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType !== 1) continue;
    if (depth >= MAX_NESTING) child.parentNode?.removeChild(child);
    else cutNesting(child, depth + 1);
  }
}

/** A markdown renderer bound to a window (browser or jsdom). */
export type MarkdownRenderer = (markdown: string) => string;

/** Makes a renderer whose DOMPurify runs on the given window. */
export function createMarkdownRenderer(window: WindowLike): MarkdownRenderer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URI_ATTRIBUTES) {
      const value = node.getAttribute(name);
      // Control characters and spaces are ignored by browsers inside a scheme: strip before testing.
      // eslint-disable-next-line no-control-regex
      if (value !== null && BLOCKED_SCHEME.test(value.replace(/[\u0000-\u0020]/g, ''))) {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image without alt text is announced by its file name; treat it as decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return (markdown) => {
    const html = marked.parse(markdown) as string;
    const body = purify.sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM: true }) as HTMLElement;
    cutNesting(body, 0);
    return body.innerHTML;
  };
}
