/**
 * Sign-up descriptions (Planning Center's HTML) made safe on the server with the sanitizer of
 * event details (src/platform/shared/sanitize.ts). sanitize-html is imported the first time a
 * description is read, never on a cold start that needs none, as the events and groups do.
 */
import { importSanitizeHtml } from '../../../platform/server/sanitize-html.ts';
import { makeSanitize, unwrapBareLinks } from '../../../platform/shared/sanitize.ts';

let loading: Promise<(html: string) => string> | undefined;

/** The sanitizer, once sanitize-html is imported (once per process). */
export function loadSanitize(): Promise<(html: string) => string> {
  if (!loading) {
    loading = importSanitizeHtml().then((sanitizeHtml) => {
      const sanitize = makeSanitize(sanitizeHtml);
      // a link whose address was dropped (javascript:...) keeps its text alone
      return (html: string) => unwrapBareLinks(sanitize(html));
    });
    loading.catch(() => (loading = undefined)); // a failed import may be retried
  }
  return loading;
}
