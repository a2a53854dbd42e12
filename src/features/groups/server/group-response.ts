/**
 * The answer to GET /groups/{slug}: a listed group's page from the public answer (the same one,
 * cached and kept, that /api/groups serves: so only what it shows), a permanent redirect to the
 * page's full address when the slug is short or the group was renamed, and for any other id
 * (unlisted, archived, in a hidden type, or unknown) one and the same 404 page, byte for byte:
 * the id is never looked up in Planning Center. While PCO_GROUPS is off, the site's 404.
 */
import { groupIdOf } from '../shared/links.ts';
import { keptGroups, upcomingGroupEvents } from './groups.ts';
import type { GroupsDeps } from '../../../app/deps.ts';
import { groupPage, missingGroupPage } from './group-page.ts';
import { fillFrame, htmlResponse, notFoundPage } from '../../../platform/server/pages/template.ts';
import { PUBLIC_HEADERS } from '../../../platform/server/http/caching.ts';

/** The page for the slug (see the file comment). */
export async function groupPageResponse(
  deps: GroupsDeps,
  slug: string,
  url: URL,
): Promise<Response> {
  const { cfg } = deps;
  if (!cfg.pco.groups) return notFoundPage(PUBLIC_HEADERS);
  const id = groupIdOf(slug);
  const { value: answer } = await keptGroups(deps);
  const group = id ? answer.groups.find((g) => g.id === id) : undefined;
  if (!group) {
    const { html, csp } = await fillFrame('group', missingGroupPage(cfg.siteUrl));
    return htmlResponse(html, csp, 404, PUBLIC_HEADERS);
  }
  if (url.pathname !== group.page)
    return new Response(null, {
      status: 301,
      headers: { Location: group.page, ...PUBLIC_HEADERS },
    });
  const page = `${cfg.siteUrl}${group.page}`;
  const events = await upcomingGroupEvents(deps, group);
  const parts = groupPage(group, answer, events, cfg.timezone, page, cfg.siteUrl);
  const { html, csp } = await fillFrame('group', parts);
  return htmlResponse(html, csp, 200, PUBLIC_HEADERS);
}
