/**
 * Event details as safe HTML. The renderer needs a DOM, so it is made on first use in the
 * browser; during the build's server render there is no data yet, so nothing calls it there.
 * A regular event repeats the same details on every occurrence: each text is rendered once.
 */
import { createMarkdownRenderer, type MarkdownRenderer } from '../../lib/markdown.ts';

let render: MarkdownRenderer | undefined;
const cache = new Map<string, string>();

/** Markdown details to sanitized HTML. */
export function detailsHtml(markdown: string): string {
  let html = cache.get(markdown);
  if (html === undefined) {
    render ??= createMarkdownRenderer(window);
    html = render(markdown);
    cache.set(markdown, html);
  }
  return html;
}
