/**
 * Event details as safe HTML. The renderer needs a DOM, so it is made on first use in the
 * browser; during the build's server render there is no data yet, so nothing calls it there.
 */
import { createMarkdownRenderer, type MarkdownRenderer } from '../../lib/markdown.ts';

let render: MarkdownRenderer | undefined;

/** Markdown details to sanitized HTML. */
export function detailsHtml(markdown: string): string {
  render ??= createMarkdownRenderer(window);
  return render(markdown);
}
