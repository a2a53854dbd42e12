/**
 * Group descriptions (Planning Center's HTML) made safe on the server with the sanitizer of
 * event details (lib/sanitize.ts), and as plain text for link previews and search. sanitize-html
 * is imported the first time a description is read, never on a cold start that needs none
 * (as data/markdown.ts does for events).
 */
import { makeSanitize } from '../../lib/sanitize.ts';

/** The two renderings of a description. */
export interface GroupHtml {
  sanitize: (html: string) => string;
  plainText: (html: string) => string;
}

let loading: Promise<GroupHtml> | undefined;

/** The renderers, once sanitize-html is imported (once per process). */
export function loadGroupHtml(): Promise<GroupHtml> {
  if (!loading) {
    loading = import('sanitize-html').then(({ default: sanitizeHtml }) => ({
      sanitize: makeSanitize(sanitizeHtml),
      plainText: (html) =>
        sanitizeHtml(html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '$& '), {
          allowedTags: [],
          allowedAttributes: {},
          disallowedTagsMode: 'discard',
        })
          .replace(/&nbsp;/g, ' ')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/\s+/g, ' ')
          .trim(),
    }));
    loading.catch(() => (loading = undefined)); // a failed import may be retried
  }
  return loading;
}
