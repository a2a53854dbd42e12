/** GET /api/media: the sermon archive, parsed from the stored podcast feed, newest first. */
import { PUBLIC_HEADERS } from '../../src/server/auth/guard.ts';
import { config as appConfig } from '../../src/server/config.ts';
import { handler } from '../../src/server/http/handler.ts';
import { listEpisodes } from '../../src/server/podcast/public.ts';
import { getStorage } from '../../src/server/storage/index.ts';

export default handler(async () =>
  Response.json(await listEpisodes(getStorage(), appConfig()), { headers: PUBLIC_HEADERS }),
);

export const config = { path: '/api/media', method: ['GET'] };
