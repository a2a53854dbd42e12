/**
 * GET /sermons/series/{slug}: a sermon series' page; GET /sermons/series/{slug}/feed.xml: its
 * own podcast feed. Both from the stored feed, kept at the CDN under the `podcast` tag, which
 * every podcast change purges; an unknown series gets the site's 404 page.
 */
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import {
  seriesFeedResponse,
  seriesPageResponse,
} from '../../src/features/sermons/server/series-response.ts';

const FEED = /\/feed\.xml$/;

export default handler((req, context) => {
  const slug = context.params['slug'] ?? '';
  if (FEED.test(new URL(req.url).pathname)) return seriesFeedResponse(req, serverDeps(), slug);
  return seriesPageResponse(serverDeps(), slug);
});

export const config = {
  path: ['/sermons/series/:slug', '/sermons/series/:slug/feed.xml'],
  method: ['GET', 'HEAD'],
};
