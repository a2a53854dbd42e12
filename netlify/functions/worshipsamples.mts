/**
 * GET /api/worshipsamples: the worship-samples media's audio files (public); the last good
 * answer when Planning Center fails (last-good.ts).
 */
import { keepLastGood, keptJson } from '../../src/platform/server/pco/last-good.ts';
import { getWorshipSamples } from '../../src/features/worship/server/worship.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  const deps = serverDeps();
  return keptJson(
    await keepLastGood(deps.storage, 'worship-samples', () => getWorshipSamples(deps)),
    req,
  );
});

export const config = { path: '/api/worshipsamples', method: ['GET'] };
