/** GET /api/blog: church news (kept in the repository; Planning Center has no blog). */
import { PUBLIC_HEADERS } from '../../src/platform/server/http/caching.ts';
import { getBlog } from '../../src/features/news/server/news.ts';
import { handler } from '../../src/platform/server/http/handler.ts';

export default handler(() => Response.json(getBlog(), { headers: PUBLIC_HEADERS }));

export const config = { path: '/api/blog', method: ['GET'] };
