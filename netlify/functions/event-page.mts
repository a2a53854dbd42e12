/** GET /events/{slug}: an event's own page, from the public event lists (public). */
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';
import { eventPageResponse } from '../../src/server/pages/event-response.ts';

export default handler((req, context) =>
  eventPageResponse(serverDeps(), context.params['slug'] ?? '', new URL(req.url)),
);

export const config = { path: '/events/:slug', method: ['GET'] };
