/**
 * GET /api/events/{church|special|youth}: upcoming occurrences with their events (public); the
 * last good answer when Planning Center fails (last-good.ts).
 */
import { isEventKind, keptEvents } from '../../src/features/events/server/events.ts';
import { keptJson } from '../../src/platform/server/pco/last-good.ts';
import { HttpError } from '../../src/platform/server/http/errors.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req, context) => {
  const kind = context.params['kind'];
  if (!isEventKind(kind))
    throw new HttpError(404, 'Events come in three kinds: church, special and youth.');
  return keptJson(await keptEvents(serverDeps(), kind), req);
});

export const config = { path: '/api/events/:kind', method: ['GET'] };
