/** GET /podcast.xml: the public sermon podcast feed, served from storage. */
import { config as appConfig } from '../../src/server/config/index.ts';
import { handler } from '../../src/server/http/handler.ts';
import { feedResponse } from '../../src/server/podcast/feed/public.ts';
import { getStorage } from '../../src/server/composition.ts';

export default handler((req) => feedResponse(req, getStorage(), appConfig()));

export const config = { path: '/podcast.xml', method: ['GET', 'HEAD'] };
