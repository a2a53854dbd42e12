/**
 * The sign-ups' function (docs/architecture.md section 3): netlify/functions/signups.mts
 * re-exports it beside its route. Marked pure, so the bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { keptJson } from '../../../platform/server/pco/kept-json.ts';
import { notFoundPage } from '../../../platform/server/pages/template.ts';
import { PUBLIC_HEADERS } from '../../../platform/server/http/caching.ts';
import { keptSignups } from './signups.ts';

/**
 * GET /api/signups: the sign-ups a visitor may see (public; docs/security.md, "What is
 * protected"); GET /api/signups/{id}: one of them. Any other id (hidden, archived, past or
 * unknown) gets the site's 404 page, byte for byte, and is never looked up in Planning Center.
 * The last good answer when Planning Center fails (last-good.ts); 404 while PCO_REGISTRATIONS is off.
 */
export const signups = /* @__PURE__ */ handler(async (req, context) => {
  const deps = serverDeps();
  if (!deps.cfg.pco.signups) return notFoundPage(PUBLIC_HEADERS);
  const id = context.params['id'];
  if (id !== undefined && !/^\d{1,12}$/.test(id)) return notFoundPage(PUBLIC_HEADERS);
  const kept = await keptSignups(deps);
  if (id === undefined) return keptJson(kept, req);
  const signup = kept.value.signups.find((s) => s.id === id);
  if (!signup) return notFoundPage(PUBLIC_HEADERS);
  return keptJson({ value: signup, ageSeconds: kept.ageSeconds }, req);
});
