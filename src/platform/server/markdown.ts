/**
 * Markdown rendering (../shared/markdown.ts) for the server (event details, the news feed), its
 * libraries imported the first time something is rendered: marked, and sanitize-html with postcss and htmlparser2, are most of
 * what the events functions would otherwise load on a cold start (docs/operations.md,
 * "Measuring"); the first build of an answer loads them while Planning Center is being asked.
 */
import { importSanitizeHtml } from './sanitize-html.ts';
import { makeMarkdown, type Markdown } from '../shared/markdown.ts';

let loading: Promise<Markdown> | undefined;

/** The renderers, once their libraries are imported (once per process). */
export function loadMarkdown(): Promise<Markdown> {
  if (!loading) {
    loading = Promise.all([import('marked'), importSanitizeHtml()]).then(
      ([{ Marked }, sanitizeHtml]) => makeMarkdown({ Marked, sanitizeHtml }),
    );
    loading.catch(() => (loading = undefined)); // a failed import may be retried
  }
  return loading;
}
