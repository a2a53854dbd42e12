/**
 * The teacher portal's functions (docs/architecture.md section 3): netlify/functions/ re-exports
 * each beside its route. Marked pure, so a function's bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import type { ServerDeps } from '../../../app/deps.ts';
import { PRIVATE_HEADERS, requireArea } from '../../../platform/server/auth/guard.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { requireSetUp } from '../../../platform/server/http/set-up.ts';
import { countOpenRequest } from './attachment-opens.ts';
import { isWorshipMedia, openMediaAttachment, openPlanAttachment } from './attachments.ts';
import { MEDIA_FILE, PLAN_FILE, readIds } from './body.ts';
import { keptCurriculums, keptPlans, keptTeams } from './kept.ts';

/** The service type and teams the portal reads: while either is unset, the portal is off. */
const PORTAL_VARIABLES = ['PCO_KIDS_SERVICE_TYPE_ID', 'PCO_KIDS_TEAM_IDS'];

/** A portal answer for a teacher: after the login check, unless the portal is off. */
async function answer<T>(req: Request, load: (deps: ServerDeps) => Promise<T>) {
  await requireArea(req, 'dccyouth');
  const deps = serverDeps();
  requireSetUp(deps.cfg, PORTAL_VARIABLES);
  return Response.json(await load(deps), { headers: PRIVATE_HEADERS });
}

/** GET /api/curriculums: curriculum media with their lesson files (teacher portal). */
export const curriculums = /* @__PURE__ */ handler((req) => answer(req, keptCurriculums));

/** GET /api/plans: the children's schedule for the coming Sundays (teacher portal). */
export const plans = /* @__PURE__ */ handler((req) => answer(req, keptPlans));

/** GET /api/teams: the children's-ministry team members (teacher portal). */
export const teams = /* @__PURE__ */ handler((req) => answer(req, keptTeams));

/**
 * POST /api/attachment {mediaId, attachmentId}: a download URL for a media file. Anyone may open
 * a worship sample the worship page lists; curriculum files need the teacher-portal session;
 * other media, nobody. Every caller is limited per client address (attachment-opens.ts).
 */
export const attachment = /* @__PURE__ */ handler(async (req, context) => {
  countOpenRequest(context.ip);
  const { mediaId, attachmentId } = await readIds(req, MEDIA_FILE);
  const deps = serverDeps();
  if (!isWorshipMedia(deps, mediaId)) await requireArea(req, 'dccyouth');
  // signed URLs are short-lived: never cached by a browser or the CDN, public or not
  return Response.json(await openMediaAttachment(deps, mediaId, attachmentId), {
    headers: PRIVATE_HEADERS,
  });
});

/** POST /api/plans/attachment {planId, attachmentId}: a download URL for a plan's lesson file. */
export const plansAttachment = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'dccyouth');
  requireSetUp(serverDeps().cfg, PORTAL_VARIABLES);
  const { planId, attachmentId } = await readIds(req, PLAN_FILE);
  return Response.json(await openPlanAttachment(serverDeps(), planId, attachmentId), {
    headers: PRIVATE_HEADERS,
  });
});
