/**
 * Event details HTML made safe (docs/requirements.md section 5), on the server, before any answer leaves it:
 * only an allowlist of text, list, table and image elements stays; scripts, event handlers,
 * styles, frames, forms and embedded SVG or MathML go; links and images keep only web, mail and
 * phone addresses or relative ones (never javascript:, vbscript:, file: or data:); elements
 * nested deeper than 20 levels are cut.
 *
 * sanitize-html parses with htmlparser2 and writes its own escaped markup, so it needs no DOM.
 * DOMPurify, which the browsers used to run, needs one on a server: jsdom, which does not
 * survive Netlify's bundler and costs 0.5-0.9 s of cold start; sanitizing here instead keeps
 * about 10 KB of compressed script off /events, /youth and every event page.
 *
 * sanitize-html is passed in rather than imported, so the server imports it (with postcss and
 * htmlparser2) only when it first renders details (src/features/events/server/markdown.ts), never
 * on a cold start that does not.
 */
import type sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';

/** The sanitize-html module's default export. */
export type SanitizeHtml = typeof sanitizeHtml;

/** Elements nested deeper than this below the root are dropped with their content. */
export const MAX_NESTING = 20;

const optionsFor = (sanitizeHtml: SanitizeHtml): IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'menu'),
    'img',
    'del',
    'ins',
    'details',
    'summary',
  ],
  allowedAttributes: {
    '*': ['title', 'lang', 'dir'],
    a: ['href', 'name', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start', 'reversed'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
    details: ['open'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  // script, style and the like go with their content; any other unknown element leaves its text
  disallowedTagsMode: 'discard',
  nestingLimit: MAX_NESTING,
  transformTags: {
    // a link opens nothing that can reach back to the page
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs['href'] ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // an image without alt text would be announced by its file name: treat it as decorative
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs } }),
  },
});

/**
 * The sanitizer of event details HTML (marked's output, which may carry the author's raw HTML),
 * made with sanitize-html.
 */
export function makeSanitize(sanitizeHtml: SanitizeHtml): (html: string) => string {
  const options = optionsFor(sanitizeHtml);
  return (html) => sanitizeHtml(html, options);
}
