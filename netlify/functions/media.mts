/** GET /api/media: the sermon archive, parsed from the stored podcast feed, newest first. */
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { mediaResponse } from '../../src/features/sermons/server/feed/public.ts';

export default handler((req) => mediaResponse(serverDeps(), req));

export const config = { path: '/api/media', method: ['GET'] };
