/** GET /podcast.xml: the public sermon podcast feed, served from storage. */
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';
import { feedResponse } from '../../src/server/podcast/feed/public.ts';

export default handler((req) => feedResponse(serverDeps(), req));

export const config = { path: '/podcast.xml', method: ['GET', 'HEAD'] };
