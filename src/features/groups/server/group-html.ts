/**
 * Group descriptions (Planning Center's HTML) made safe on the server with the sanitizer of
 * event details (src/platform/shared/sanitize.ts), and as plain text for link previews and search.
 * sanitize-html is imported the first time a description is read, never on a cold start that needs
 * none (as src/platform/server/markdown.ts does for events).
 */
import { importSanitizeHtml } from '../../../platform/server/sanitize-html.ts';
import { makeHtmlText, makeSanitize, unwrapBareLinks } from '../../../platform/shared/sanitize.ts';

export { unwrapBareLinks };

/** The two renderings of a description. */
export interface GroupHtml {
  sanitize: (html: string) => string;
  plainText: (html: string) => string;
}

let loading: Promise<GroupHtml> | undefined;

/** The renderers, once sanitize-html is imported (once per process). */
export function loadGroupHtml(): Promise<GroupHtml> {
  if (!loading) {
    loading = importSanitizeHtml().then((sanitizeHtml) => {
      const sanitize = makeSanitize(sanitizeHtml);
      const text = makeHtmlText(sanitizeHtml);
      return {
        sanitize: (html) => unwrapBareLinks(sanitize(html)),
        plainText: (html) => text(html).replace(/\s+/g, ' '),
      };
    });
    loading.catch(() => (loading = undefined)); // a failed import may be retried
  }
  return loading;
}
