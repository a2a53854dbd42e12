/**
 * The live stream's function (src/features/live/README.md): netlify/functions/live.mts
 * re-exports it beside its route. Marked pure, so a function's bundle leaves its siblings' code
 * out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { readDeployVariables } from '../../../platform/server/config/deploy.ts';
import { envSource } from '../../../platform/server/config/env-source.ts';
import { readContentFile } from '../../../platform/server/content-file.ts';
import { publicMinuteHeaders } from '../../../platform/server/http/caching.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { jsonAnswer } from '../../../platform/server/http/json-answer.ts';
import { sermonPathWhere } from '../../sermons/server/index.ts';
import { youtubeIdOf } from '../shared/youtube-shapes.ts';
import { LIVE_SCHEDULE_FILE } from '../shared/schedule-schema.ts';
import { liveConfig } from './config.ts';
import { FRESH_MS, liveAnswer } from './live.ts';
import { createPublishing } from './publishing.ts';
import { createYouTube } from './youtube.ts';

/**
 * GET /api/live: whether a service is about to start, live, or over (public); the CDN keeps it
 * until its observations are a minute old, whatever the query. Publishing or YouTube failing
 * never makes a 5xx: the schedule decides.
 */
export const live = /* @__PURE__ */ handler(async (req) => {
  const deps = serverDeps();
  // the variables the config was read from (config/index.ts reads the same two)
  const settings = liveConfig(deps.cfg, { ...readDeployVariables(), ...envSource() });
  const answer = await liveAnswer({
    storage: deps.storage,
    clock: deps.clock,
    zone: deps.cfg.timezone,
    schedule: await readContentFile(LIVE_SCHEDULE_FILE),
    live: settings,
    youtube: settings.youtube ? createYouTube(settings.youtube) : null,
    publishing: settings.publishingChannelId
      ? createPublishing(deps.pco, settings.publishingChannelId)
      : null,
    sermonPageOf: (id) => sermonPathWhere(deps, (link) => youtubeIdOf(link) === id),
  });
  // the CDN keeps it as long as the observations it was made from stay fresh, so a change of
  // state reaches every visitor within a minute
  const freshFor = Date.parse(answer.checkedAt) + FRESH_MS - deps.clock.now();
  return jsonAnswer(req, answer, publicMinuteHeaders(freshFor / 1000));
});
