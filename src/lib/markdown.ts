/**
 * Event details: markdown to HTML with marked (raw HTML allowed, line breaks as <br>, GFM
 * autolinks for bare URLs). The server renders it so the browser does not download marked; the
 * browser then sanitizes the result with lib/sanitize.ts before it reaches the page.
 */
import type { WindowLike } from 'dompurify';
import { Marked } from 'marked';
import { createSanitizer } from './sanitize.ts';

export { MAX_NESTING } from './sanitize.ts';

const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Markdown to (unsanitized) HTML. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** A markdown renderer bound to a window (browser or jsdom). */
export type MarkdownRenderer = (markdown: string) => string;

/** Markdown to safe HTML in one step: marked, then the browser-side sanitizer. */
export function createMarkdownRenderer(window: WindowLike): MarkdownRenderer {
  const sanitize = createSanitizer(window);
  return (markdown) => sanitize(markdownToHtml(markdown));
}
