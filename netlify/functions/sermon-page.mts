/**
 * GET /sermons/{slug}: a sermon's own page, from the stored feed, so a sermon has its page the
 * minute it is published. The CDN keeps it under the `podcast` tag, which every podcast change
 * purges; an unknown slug gets the site's 404 page.
 */
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { sermonPageResponse } from '../../src/features/sermons/server/sermon-response.ts';

export default handler((_req, context) =>
  sermonPageResponse(serverDeps(), context.params['slug'] ?? ''),
);

export const config = { path: '/sermons/:slug', method: ['GET'] };
