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
import type { PageAnswer } from '../../../platform/server/pages/page-answer.ts';

/** The page for the slug (see the file comment); the handler answers it with public caching. */
export async function groupPageAnswer(
  deps: GroupsDeps,
  slug: string,
  url: URL,
): Promise<PageAnswer> {
  const { cfg } = deps;
  if (!cfg.pco.groups) return { kind: 'not-found' };
  const id = groupIdOf(slug);
  const { value: answer } = await keptGroups(deps);
  const group = id ? answer.groups.find((g) => g.id === id) : undefined;
  if (!group)
    return { kind: 'page', frame: 'group', parts: missingGroupPage(cfg.siteUrl), status: 404 };
  if (url.pathname !== group.page) return { kind: 'moved', to: group.page };
  const page = `${cfg.siteUrl}${group.page}`;
  const events = await upcomingGroupEvents(deps, group);
  const parts = groupPage(group, answer, events, cfg.timezone, page, cfg.siteUrl);
  return { kind: 'page', frame: 'group', parts, status: 200 };
}
