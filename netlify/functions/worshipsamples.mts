/**
 * GET /api/worshipsamples: the worship-samples media's audio files (public); the last good
 * answer when Planning Center fails (last-good.ts).
 */
import { keepLastGood, keptJson } from '../../src/server/data/last-good.ts';
import { getWorshipSamples } from '../../src/server/data/worship.ts';
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';

export default handler(async (req) => {
  const deps = serverDeps();
  return keptJson(
    await keepLastGood(deps.storage, 'worship-samples', () => getWorshipSamples(deps)),
    req,
  );
});

export const config = { path: '/api/worshipsamples', method: ['GET'] };
