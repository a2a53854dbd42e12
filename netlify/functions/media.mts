/** GET /api/media: the sermon archive, parsed from the stored podcast feed, newest first. */
import { config as appConfig } from '../../src/server/config/index.ts';
import { handler } from '../../src/server/http/handler.ts';
import { mediaResponse } from '../../src/server/podcast/feed/public.ts';
import { getStorage } from '../../src/server/composition.ts';

export default handler((req) => mediaResponse(req, getStorage(), appConfig()));

export const config = { path: '/api/media', method: ['GET'] };
