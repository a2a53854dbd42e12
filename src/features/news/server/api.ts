/**
 * The news feature's function (docs/architecture.md section 3): netlify/functions/blog.mts
 * re-exports it beside its route. Marked pure, so the bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { PUBLIC_HEADERS } from '../../../platform/server/http/caching.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { getBlog, getNewsFeed } from './news.ts';

/** GET /api/blog: the news items showing today (src/content/news.json, "This week"). */
export const blog = /* @__PURE__ */ handler(async () =>
  Response.json(await getBlog(serverDeps()), { headers: PUBLIC_HEADERS }),
);

/** GET /news.xml: the news items showing today as RSS 2.0. */
export const newsXml = /* @__PURE__ */ handler(
  async () =>
    new Response(await getNewsFeed(serverDeps()), {
      headers: { ...PUBLIC_HEADERS, 'Content-Type': 'application/rss+xml; charset=utf-8' },
    }),
);
