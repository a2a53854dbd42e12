/** GET /api/worshipsamples: the worship-samples media's audio files (public). */
import { PUBLIC_HEADERS } from '../../src/server/auth/guard.ts';
import { getWorshipSamples } from '../../src/server/data/worship.ts';
import { handler } from '../../src/server/http/handler.ts';

export default handler(async () =>
  Response.json(await getWorshipSamples(), { headers: PUBLIC_HEADERS }),
);

export const config = { path: '/api/worshipsamples', method: ['GET'] };
