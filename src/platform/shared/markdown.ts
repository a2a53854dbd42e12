/**
 * Markdown staff or Planning Center write (event details, news) to safe HTML, on the server. marked renders it (raw HTML allowed, line
 * breaks as <br>, GFM autolinks for bare URLs) and src/platform/shared/sanitize.ts makes the result
 * safe, so browsers download neither marked nor a sanitizer.
 */
import type { Marked } from 'marked';
import { makeHtmlText, makeSanitize, type SanitizeHtml } from './sanitize.ts';

export { MAX_NESTING } from './sanitize.ts';

/**
 * The two libraries, passed in so the server imports them when first needed
 * (src/platform/shared/sanitize.ts).
 */
export interface MarkdownLibraries {
  Marked: typeof Marked;
  sanitizeHtml: SanitizeHtml;
}

/** Renderers made with the libraries. */
export interface Markdown {
  /** Markdown to HTML as marked writes it: NOT safe to show until sanitized. */
  markdownToHtml: (markdown: string) => string;
  /** Markdown to HTML that is safe to put on a page. */
  renderMarkdown: (markdown: string) => string;
  /** The sanitizer renderMarkdown uses (src/platform/shared/sanitize.ts). */
  sanitize: (html: string) => string;
  /** HTML as plain text, line breaks kept, no image (calendar files; src/platform/shared/sanitize.ts). */
  htmlText: (html: string) => string;
}

/** The renderers (see Markdown), made with marked and sanitize-html. */
export function makeMarkdown(libraries: MarkdownLibraries): Markdown {
  const marked = new libraries.Marked({ gfm: true, breaks: true, async: false });
  const sanitize = makeSanitize(libraries.sanitizeHtml);
  const markdownToHtml = (markdown: string) => marked.parse(markdown) as string;
  return {
    markdownToHtml,
    renderMarkdown: (markdown) => sanitize(markdownToHtml(markdown)),
    sanitize,
    htmlText: makeHtmlText(libraries.sanitizeHtml),
  };
}
