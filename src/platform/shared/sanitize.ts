/**
 * Planning Center's HTML (event details, group descriptions) made safe (docs/requirements.md
 * section 5), on the server, before any answer leaves it: only an allowlist of text, list and
 * table elements stays; scripts, event handlers, styles, frames, forms and embedded SVG or MathML
 * go; links keep only web, mail and phone addresses or relative ones (never javascript:,
 * vbscript:, file: or data:); elements nested deeper than 20 levels are cut. Nothing left loads
 * anything: an image becomes a link to it ("Image: <alt>"), so a visitor's browser contacts no
 * other site because of a description (docs/security.md, "Where each rule is enforced").
 *
 * sanitize-html parses with htmlparser2 and writes its own escaped markup, so it needs no DOM.
 * DOMPurify, which the browsers used to run, needs one on a server: jsdom, which does not
 * survive Netlify's bundler and costs 0.5-0.9 s of cold start; sanitizing here instead keeps
 * about 10 KB of compressed script off /events, /youth and every event page.
 *
 * sanitize-html is passed in rather than imported, so the server imports it (with postcss and
 * htmlparser2) only when it first renders details (src/platform/server/markdown.ts), never
 * on a cold start that does not.
 */
import type sanitizeHtml from 'sanitize-html';
import type { IOptions, Transformer } from 'sanitize-html';
import { isWebUrl } from './web-url.ts';

/** The sanitize-html module's default export. */
export type SanitizeHtml = typeof sanitizeHtml;

/** Elements nested deeper than this below the root are dropped with their content. */
export const MAX_NESTING = 20;

const optionsFor = (sanitizeHtml: SanitizeHtml): IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'menu' && tag !== 'img'),
    'del',
    'ins',
    'details',
    'summary',
  ],
  allowedAttributes: {
    '*': ['title', 'lang', 'dir'],
    a: ['href', 'name', 'rel'],
    ol: ['start', 'reversed'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
    details: ['open'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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
  },
});

/**
 * The sanitizer of Planning Center's HTML (group descriptions; event details as marked's output,
 * which may carry the author's raw HTML), made with sanitize-html.
 */
export function makeSanitize(sanitizeHtml: SanitizeHtml): (html: string) => string {
  const options = optionsFor(sanitizeHtml);
  return (html) => {
    let openLinks = 0;
    return sanitizeHtml(html, {
      ...options,
      onOpenTag: (name) => void (name === 'a' && (openLinks += 1)),
      onCloseTag: (name) => void (name === 'a' && (openLinks -= 1)),
      transformTags: { ...options.transformTags, img: imageAsLink(() => openLinks > 0) },
    });
  };
}

/**
 * An image would load from wherever its src says (a tracking pixel, a third party's server):
 * it becomes a link to a web src (absolute or protocol-relative) instead, or its words alone
 * inside a link (a browser re-parses a link in a link differently). img is not an allowed tag,
 * so whatever stays an img is dropped, keeping only the text given here.
 */
function imageAsLink(inLink: () => boolean): Transformer {
  return (tagName, { src, alt }) => {
    const words = alt?.trim() ? `Image: ${alt.trim()}` : 'Image';
    const web = src && (isWebUrl(src) || (src.startsWith('//') && isWebUrl(`https:${src}`)));
    if (!web) return { tagName, attribs: {} };
    return inLink()
      ? { tagName, attribs: {}, text: words }
      : { tagName: 'a', attribs: { href: src, rel: 'noopener noreferrer' }, text: words };
  };
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * HTML as plain text: every tag dropped (an image with it; a line break for a <br> and at a
 * block's end), script and style with their content, sanitize-html's entities read back. For
 * calendar files, link previews and search, so no markup leaves the server where only text is
 * wanted.
 */
export function makeHtmlText(sanitizeHtml: SanitizeHtml): (html: string) => string {
  const none: IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };
  return (html) =>
    sanitizeHtml(html.replace(/<\/(p|li|h\d|div|tr|blockquote)>|<br\s*\/?>/gi, '$&\n'), none)
      .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!)
      .replace(/[ \t]*\n[ \t]*/g, '\n')
      .replace(/\n{2,}/g, '\n')
      .trim();
}

/**
 * A link whose address the sanitizer dropped (javascript:, data:...) as its text alone: an
 * anchor without an address is no link for a reader or a search engine. sanitize-html writes
 * its own markup, so its anchors read `<a` and attributes, nothing stranger.
 */
export const unwrapBareLinks = (html: string): string =>
  html.replace(/<a(?![^>]*\shref=)(?:\s[^>]*)?>([\s\S]*?)<\/a>/g, '$1');
