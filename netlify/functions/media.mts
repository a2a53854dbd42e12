/** GET /api/media: the sermon archive, parsed from the stored podcast feed, newest first. */
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';
import { mediaResponse } from '../../src/server/podcast/feed/public.ts';

export default handler((req) => mediaResponse(serverDeps(), req));

export const config = { path: '/api/media', method: ['GET'] };
