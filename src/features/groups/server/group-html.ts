/**
 * Group descriptions (Planning Center's HTML) made safe on the server with the sanitizer of
 * event details (src/platform/shared/sanitize.ts), and as plain text for link previews and search.
 * sanitize-html is imported the first time a description is read, never on a cold start that needs
 * none (as src/features/events/server/markdown.ts does for events).
 */
import { makeHtmlText, makeSanitize } from '../../../platform/shared/sanitize.ts';

/** The two renderings of a description. */
export interface GroupHtml {
  sanitize: (html: string) => string;
  plainText: (html: string) => string;
}

let loading: Promise<GroupHtml> | undefined;

/**
 * A link whose address the sanitizer dropped (javascript:, data:...) as its text alone: an
 * anchor without an address is no link for a reader or a search engine. sanitize-html writes
 * its own markup, so its anchors read `<a` and attributes, nothing stranger.
 */
export const unwrapBareLinks = (html: string): string =>
  html.replace(/<a(?![^>]*\shref=)(?:\s[^>]*)?>([\s\S]*?)<\/a>/g, '$1');

/** The renderers, once sanitize-html is imported (once per process). */
export function loadGroupHtml(): Promise<GroupHtml> {
  if (!loading) {
    loading = import('sanitize-html').then(({ default: sanitizeHtml }) => {
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
