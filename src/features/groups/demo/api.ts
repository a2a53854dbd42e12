/**
 * The emulator's Groups endpoints (outside-systems.md, "Planning Center Groups"): groups with
 * `include=group_type,location,enrollment`, `where[archive_status]`, `fields[Group]` (the only
 * way to get `tag_ids`), group types (`filter=church_center_visible`), tag groups
 * (`filter=public`) and their tags, and each group's events; paged like every list.
 */
import type { PcoResource } from '../../../platform/server/pco/jsonapi.ts';
import { GROUPS } from './groups.ts';
import {
  demoGroup,
  enrollmentResource,
  groupResource,
  groupTypeResource,
  locationResource,
  tagGroupResources,
  tagResources,
} from './resources.ts';
import {
  errorDocument,
  listDocument,
  resourceDocument,
  type Includer,
} from '../../../demo/jsonapi.ts';

interface Ctx {
  url: URL;
  base: string;
  now: number;
}

const notFound = (type: string, id: string) =>
  errorDocument(404, 'Not Found', `Couldn't find ${type} with 'id'=${id}`);

const includer: Includer = (resource, name) => {
  const group = demoGroup(resource.id);
  if (!group) return [];
  if (name === 'group_type') return [groupTypeResource(group.type)].filter((r) => r !== null);
  if (name === 'location') return [locationResource(group)].filter((r) => r !== null);
  if (name === 'enrollment') return [enrollmentResource(group)];
  return [];
};

const GROUP_OPTIONS = { canInclude: ['group_type', 'location', 'enrollment'], includer };

const fieldsOf = (url: URL) =>
  url.searchParams
    .get('fields[Group]')
    ?.split(',')
    .map((f) => f.trim()) ?? null;

/** GET /groups/v2/groups */
export function listGroups({ url, base }: Ctx): Response {
  const archive = url.searchParams.get('where[archive_status]');
  if (archive && !['archived', 'not_archived', 'all'].includes(archive))
    return errorDocument(400, 'Bad Request', `where[archive_status]=${archive} is not valid`);
  const groups = GROUPS.filter((g) =>
    archive === 'archived' ? g.archived : archive === 'all' || !archive ? true : !g.archived,
  );
  const fields = fieldsOf(url);
  const query = new URL(url);
  query.searchParams.delete('where[archive_status]'); // answered above
  return listDocument(
    query,
    groups.map((g) => groupResource(g, base, fields)),
    { ...GROUP_OPTIONS, canOrderBy: ['name'] },
  );
}

/** GET /groups/v2/groups/:id */
export function showGroup({ url, base }: Ctx, id: string): Response {
  const group = demoGroup(id);
  if (!group) return notFound('Group', id);
  return resourceDocument(url, groupResource(group, base, fieldsOf(url)), GROUP_OPTIONS);
}

/** GET /groups/v2/group_types */
export function listGroupTypes({ url }: Ctx): Response {
  const visibleOnly = url.searchParams.get('filter') === 'church_center_visible';
  const types = ['6101', '6102', '6103', '6104', '6105', '6109']
    .map((id) => groupTypeResource(id))
    .filter((t): t is PcoResource => t !== null)
    .filter((t) => !visibleOnly || t.attributes['church_center_visible'] === true);
  return listDocument(url, types, { canOrderBy: ['position', 'name'] });
}

/** GET /groups/v2/tag_groups */
export function listTagGroups({ url }: Ctx): Response {
  const publicOnly = url.searchParams.get('filter') === 'public';
  const groups = tagGroupResources().filter(
    (t) => !publicOnly || t.attributes['display_publicly'] === true,
  );
  return listDocument(url, groups, { canOrderBy: ['position', 'name'] });
}

/** GET /groups/v2/tag_groups/:id/tags */
export function listTags({ url }: Ctx, id: string): Response {
  const tags = tagResources(id);
  return tags
    ? listDocument(url, tags, { canOrderBy: ['position', 'name'] })
    : notFound('TagGroup', id);
}

const DAY = 86_400_000;

/** Four weekly events for a group, from the day after `now` (a past and a canceled one too). */
function groupEvents(id: string, now: number): PcoResource[] {
  const group = demoGroup(id)!;
  const first = Math.floor(now / DAY) * DAY + DAY + 23 * 3_600_000;
  const secret = group.publicEvents ? '' : 'Planted members-only ';
  return [-1, 0, 1, 2, 3].map((week) => {
    const starts = first + week * 7 * DAY;
    return {
      type: 'Event',
      id: `${id}${week + 2}`,
      attributes: {
        name: `${secret}${group.name}${week === 1 ? ' potluck' : ' gathering'}`,
        description: '<p>Planted event description with the host’s address.</p>',
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 2 * 3_600_000).toISOString(),
        canceled: week === 2,
        canceled_at: week === 2 ? new Date(now - DAY).toISOString() : null,
        location_type_preference: 'physical',
        virtual_location_url: null,
        visitors_count: 0,
      },
    };
  });
}

/** GET /groups/v2/groups/:id/events (filters canceled, not_canceled, upcoming, past) */
export function listGroupEvents({ url, now }: Ctx, id: string): Response {
  if (!demoGroup(id)) return notFound('Group', id);
  const filters = (url.searchParams.get('filter') ?? '').split(',').filter(Boolean);
  const events = groupEvents(id, now).filter((e) => {
    const canceled = e.attributes['canceled_at'] !== null;
    const future = Date.parse(String(e.attributes['ends_at'])) > now;
    if (filters.includes('canceled') && !canceled) return false;
    if (filters.includes('not_canceled') && canceled) return false;
    if (filters.includes('upcoming') && !future) return false;
    if (filters.includes('past') && future) return false;
    return true;
  });
  return listDocument(url, events, { canOrderBy: ['starts_at', 'ends_at'] });
}
