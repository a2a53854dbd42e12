/**
 * The group finder's data from Planning Center Groups (docs/architecture.md section 4, the
 * public answers): every listed group with its type, location and enrollment included and its
 * tag ids asked for through `fields` (never one request per group), and the public tag groups
 * with their tags; paged and cached by the Planning Center client, kept in storage for an outage
 * (last-good.ts), shaped by group-shape.ts. Nothing here runs unless PCO_GROUPS is on.
 */
import type { GroupEvent, GroupsAnswer, PublicGroup } from '../shared/api-types.ts';
import type { GroupsDeps, PcoDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { str, type PcoList } from '../../../platform/server/pco/jsonapi.ts';
import { loadGroupHtml } from './group-html.ts';
import { groupsAnswer, publicTagGroups } from './group-shape.ts';
import { keepLastGood, type Kept } from '../../../platform/server/pco/last-good.ts';

/** The attributes the shaping reads (and the relationships it follows), nothing more. */
const GROUP_FIELDS = [
  'name',
  'description',
  'schedule',
  'header_image',
  'location_type_preference',
  'public_church_center_web_url',
  'memberships_count',
  'members_are_confidential',
  'events_visibility',
  'archived_at',
  'tag_ids',
  'group_type',
  'location',
  'enrollment',
].join(',');

/** The 404 every Groups address answers while the finder is off. */
export function requireGroups({ cfg }: Pick<PcoDeps, 'cfg'>): void {
  if (!cfg.pco.groups) throw new HttpError(404, 'Not found.');
}

async function tagLists({
  pco,
}: PcoDeps): Promise<{ tagGroups: PcoList; tags: Map<string, PcoList> }> {
  const tagGroups = await pco.list('/groups/v2/tag_groups', { filter: 'public' });
  const shown = tagGroups.data.filter((t) => t.attributes['display_publicly'] === true);
  const lists = await Promise.all(
    shown.map((t) => pco.list(`/groups/v2/tag_groups/${encodeURIComponent(t.id)}/tags`)),
  );
  return { tagGroups, tags: new Map(shown.map((t, at) => [t.id, lists[at]!])) };
}

/**
 * The answer built from the lists the client handed out: the client hands out the same objects
 * until it asks Planning Center again, so a warm request builds nothing and the answer's JSON is
 * made once per upstream version (http/json-answer.ts knows it by identity).
 */
let built: { lists: readonly PcoList[]; answer: GroupsAnswer } | undefined;

/** The listed groups, their kinds and the public tag groups. */
export async function getGroups(deps: PcoDeps): Promise<GroupsAnswer> {
  const html = loadGroupHtml(); // the first time, while Planning Center is asked
  const [groups, tags] = await Promise.all([
    deps.pco.list('/groups/v2/groups', {
      include: 'group_type,location,enrollment',
      'where[archive_status]': 'not_archived',
      'fields[Group]': GROUP_FIELDS,
      // no `order`: the answer is sorted by name here, whatever order the pages come in
    }),
    tagLists(deps),
  ]);
  const lists = [groups, tags.tagGroups, ...tags.tags.values()];
  if (built && built.lists.length === lists.length && built.lists.every((l, i) => l === lists[i]))
    return built.answer;
  const answer = groupsAnswer(groups, publicTagGroups(tags.tagGroups, tags.tags), await html);
  built = { lists, answer };
  return answer;
}

/** The groups; when Planning Center fails, the last good answer kept in storage. */
export function keptGroups(deps: GroupsDeps): Promise<Kept<GroupsAnswer>> {
  return keepLastGood(deps, 'groups', () => getGroups(deps));
}

const MAX_EVENTS = 6;

/** A group's events that have not ended, soonest first, as Planning Center lists them now. */
async function getGroupEvents({ pco, clock }: PcoDeps, id: string): Promise<GroupEvent[]> {
  const now = clock.now();
  // the filters group events take (outside-systems.md); upcoming and the order are applied here
  const list = await pco.list(`/groups/v2/groups/${encodeURIComponent(id)}/events`, {
    filter: 'not_canceled',
  });
  return list.data
    .filter((e) => !e.attributes['canceled_at'] && Date.parse(str(e, 'ends_at')) > now)
    .map((e) => ({
      name: str(e, 'name'),
      startsAt: str(e, 'starts_at'),
      endsAt: str(e, 'ends_at'),
    }))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

const firstEnd = (events: GroupEvent[]) =>
  Math.min(Infinity, ...events.map((e) => Date.parse(e.endsAt)));

/**
 * A listed group's upcoming events, only where it shows them publicly; their names and times
 * only (no place, no description). Kept in storage for every instance, as the groups are. A
 * failure leaves the page without them.
 */
export async function upcomingGroupEvents(
  deps: GroupsDeps,
  group: PublicGroup,
): Promise<GroupEvent[]> {
  if (!group.publicEvents) return [];
  try {
    const kept = await keepLastGood(
      deps,
      `group-events-${group.id}`,
      () => getGroupEvents(deps, group.id),
      {
        refresh: (events, now) => events.filter((e) => Date.parse(e.endsAt) > now),
        changesAt: firstEnd,
      },
    );
    return kept.value.slice(0, MAX_EVENTS);
  } catch (error) {
    console.warn(`Could not read group ${group.id}'s events:`, error);
    return [];
  }
}
