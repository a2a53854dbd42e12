/**
 * Event details HTML made safe in the browser (SPEC.md section 5): DOMPurify removes anything
 * that could run: scripts, event handlers, styles, frames, forms, and links whose scheme is
 * javascript:, vbscript:, file: or data:. Nesting deeper than 20 levels is cut. The window is
 * injected (the browser's own, or jsdom's in tests) so this module stays pure. The server's
 * markdown HTML is never trusted: this is the boundary.
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

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

/** Drops every element deeper than MAX_NESTING below the root. */
function cutNesting(node: Node, depth: number): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType !== 1) continue;
    if (depth >= MAX_NESTING) child.parentNode?.removeChild(child);
    else cutNesting(child, depth + 1);
  }
}

/** Sanitizes HTML; bound to a window (browser or jsdom). */
export type Sanitizer = (html: string) => string;

/** Makes a sanitizer whose DOMPurify runs on the given window. */
export function createSanitizer(window: WindowLike): Sanitizer {
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
  return (html) => {
    const body = purify.sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM: true }) as HTMLElement;
    cutNesting(body, 0);
    return body.innerHTML;
  };
}
