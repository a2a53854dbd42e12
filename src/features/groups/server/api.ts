/**
 * The group finder's functions (docs/architecture.md section 3): netlify/functions/ re-exports
 * each beside its route. Marked pure, so a function's bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { keptJson } from '../../../platform/server/pco/kept-json.ts';
import { PUBLIC_HEADERS } from '../../../platform/server/http/caching.ts';
import { pageResponse } from '../../../platform/server/pages/page-answer.ts';
import { groupPageAnswer } from './group-answer.ts';
import { keptGroups, requireGroups } from './groups.ts';

/**
 * GET /api/groups: the groups a stranger may find, with their kinds and the public tag groups
 * (public; docs/security.md, "What is protected"); the last good answer when Planning Center fails
 * (last-good.ts); 404 while PCO_GROUPS is off.
 */
export const groups = /* @__PURE__ */ handler(async (req) => {
  const deps = serverDeps();
  requireGroups(deps);
  return keptJson(await keptGroups(deps), req);
});

/** GET /groups/{slug}: a listed group's own page, from the public groups answer (public). */
export const groupPage = /* @__PURE__ */ handler(async (req, context) =>
  pageResponse(
    await groupPageAnswer(serverDeps(), context.params['slug'] ?? '', new URL(req.url)),
    PUBLIC_HEADERS,
  ),
);
