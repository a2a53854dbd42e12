/** GET /api/events/{church|special|youth}: upcoming occurrences with their events (public). */
import { PUBLIC_HEADERS } from '../../src/server/auth/guard.ts';
import { getEvents, isEventKind } from '../../src/server/data/events.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';

export default handler(async (_req, context) => {
  const kind = context.params['kind'];
  if (!isEventKind(kind))
    throw new HttpError(404, 'Events come in three kinds: church, special and youth.');
  return Response.json(await getEvents(kind), { headers: PUBLIC_HEADERS });
});

export const config = { path: '/api/events/:kind', method: ['GET'] };
