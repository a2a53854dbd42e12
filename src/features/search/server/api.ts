/**
 * The search feature's scheduled function (docs/architecture.md section 9):
 * netlify/functions/search-refresh.mts re-exports it beside its schedule. Once a day it calls the
 * build hook, so what Planning Center changed (a group or sign-up hidden, archived, ended or
 * corrected) reaches the index itself; until then /search checks each such result against the
 * live answers. Netlify's scheduler sends no Origin, so it is not behind handler().
 */
import { serverDeps } from '../../../app/composition.ts';
import { requestSearchRebuild } from './build-hook.ts';

/** Asks for the index to be rebuilt: 204, or 200 with the sentence logged when it was not. */
export async function searchRefresh(): Promise<Response> {
  const problem = await requestSearchRebuild(serverDeps().cfg);
  return problem ? Response.json({ message: problem }) : new Response(null, { status: 204 });
}
