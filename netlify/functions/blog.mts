/** GET /api/blog: church news (kept in the repository; Planning Center has no blog). */
import { PUBLIC_HEADERS } from '../../src/server/http/caching.ts';
import { getBlog } from '../../src/server/data/news.ts';
import { handler } from '../../src/server/http/handler.ts';

export default handler(() => Response.json(getBlog(), { headers: PUBLIC_HEADERS }));

export const config = { path: '/api/blog', method: ['GET'] };
