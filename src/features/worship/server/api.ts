/**
 * The worship samples' function (docs/architecture.md section 3):
 * netlify/functions/worshipsamples.mts re-exports it beside its route.
 */
import { serverDeps } from '../../../app/composition.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { requireSetUp } from '../../../platform/server/http/set-up.ts';
import { keptJson } from '../../../platform/server/pco/kept-json.ts';
import { keptWorshipSamples } from './worship.ts';

/**
 * GET /api/worshipsamples: the worship-samples media's audio files (public); the last good
 * answer when Planning Center fails (last-good.ts).
 */
export const worshipSamples = /* @__PURE__ */ handler(async (req) => {
  const deps = serverDeps();
  requireSetUp(deps.cfg, ['PCO_WORSHIP_SAMPLES_MEDIA_ID']); // off while the media is unset
  return keptJson(await keptWorshipSamples(deps), req);
});
