/**
 * Event details: markdown to safe HTML, on the server. marked renders it (raw HTML allowed, line
 * breaks as <br>, GFM autolinks for bare URLs) and lib/sanitize.ts makes the result safe, so
 * browsers download neither marked nor a sanitizer.
 */
import { Marked } from 'marked';
import { sanitize } from './sanitize.ts';

export { MAX_NESTING } from './sanitize.ts';

const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Markdown to HTML as marked writes it: NOT safe to show until sanitized. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** Markdown to HTML that is safe to put on a page. */
export function renderMarkdown(markdown: string): string {
  return sanitize(markdownToHtml(markdown));
}
