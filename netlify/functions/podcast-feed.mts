/** GET /podcast.xml: the public sermon podcast feed, served from storage. */
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { feedResponse } from '../../src/features/sermons/server/feed/public.ts';

export default handler((req) => feedResponse(serverDeps(), req));

export const config = { path: '/podcast.xml', method: ['GET', 'HEAD'] };
