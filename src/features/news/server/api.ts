/**
 * The news feature's function (docs/architecture.md section 3): netlify/functions/blog.mts
 * re-exports it beside its route.
 */
import { PUBLIC_HEADERS } from '../../../platform/server/http/caching.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { getBlog } from './news.ts';

/** GET /api/blog: church news (kept in the repository; Planning Center has no blog). */
export const blog = /* @__PURE__ */ handler(() =>
  Response.json(getBlog(), { headers: PUBLIC_HEADERS }),
);
