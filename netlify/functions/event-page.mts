/** GET /events/{slug}: an event's own page, from the public event lists (public). */
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { eventPageResponse } from '../../src/features/events/server/event-response.ts';

export default handler((req, context) =>
  eventPageResponse(serverDeps(), context.params['slug'] ?? '', new URL(req.url)),
);

export const config = { path: '/events/:slug', method: ['GET'] };
