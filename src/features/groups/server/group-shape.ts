/**
 * Planning Center Groups' resources shaped into the public answer (shared/api-types.ts):
 * only listed groups (shared/listing.ts), their place by its display preference
 * (shared/location.ts), tags of public tag groups only, no member count where members are
 * confidential, and none of the fields the screen does not show (no emails, no meeting links,
 * no coordinates). docs/security.md, "What is protected".
 */
import type { GroupKind, GroupTagGroup, GroupsAnswer, PublicGroup } from '../shared/api-types.ts';
import { groupPath } from '../shared/links.ts';
import { groupStatus, isListedGroup } from '../shared/listing.ts';
import { groupPlace } from '../shared/location.ts';
import { scheduleDays } from '../shared/schedule.ts';
import { isWebUrl } from '../../../platform/shared/web-url.ts';
import { slugify } from '../../../platform/shared/slug.ts';
import {
  Included,
  str,
  type PcoList,
  type PcoResource,
} from '../../../platform/server/pco/jsonapi.ts';
import type { GroupHtml } from './group-html.ts';

const SUMMARY_CHARS = 300;

const position = (r: PcoResource) => Number(r.attributes['position'] ?? 0);
const byPosition = (a: PcoResource, b: PcoResource) =>
  position(a) - position(b) || str(a, 'name').localeCompare(str(b, 'name'));

/** Slugs of the names, each unique among them (a repeat gets its id). */
function slugged<T extends { id: string; name: string }>(items: T[]): (T & { slug: string })[] {
  const seen = new Set<string>();
  return items.map((item) => {
    let slug = slugify(item.name, 'item');
    if (seen.has(slug)) slug = `${slug}-${item.id}`;
    seen.add(slug);
    return { ...item, slug };
  });
}

function imageOf(group: PcoResource): string | null {
  const image = group.attributes['header_image'];
  if (!image || typeof image !== 'object') return null;
  const urls = image as Record<string, unknown>;
  for (const size of ['medium', 'original', 'thumbnail']) {
    const url = urls[size];
    if (typeof url === 'string' && isWebUrl(url)) return url;
  }
  return null;
}

function shortened(text: string): string {
  if (text.length <= SUMMARY_CHARS) return text;
  return `${text.slice(0, SUMMARY_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}

/** One listed group as the public sees it, or null when it is not listed. */
export function publicGroup(
  group: PcoResource,
  included: Included,
  publicTags: ReadonlySet<string>,
  html: GroupHtml,
): PublicGroup | null {
  const enrollment = included.one(group, 'enrollment')?.attributes;
  const groupType = included.one(group, 'group_type');
  if (!isListedGroup({ group: group.attributes, enrollment, groupType: groupType?.attributes }))
    return null;
  const name = str(group, 'name');
  const schedule = str(group, 'schedule');
  const description = str(group, 'description');
  const url = str(group, 'public_church_center_web_url');
  const tagIds = group.attributes['tag_ids'];
  const count = group.attributes['memberships_count'];
  return {
    id: group.id,
    name,
    page: groupPath(group.id, name),
    kind: groupType!.id,
    schedule,
    days: scheduleDays(schedule),
    descriptionHtml: html.sanitize(description),
    summary: shortened(html.plainText(description)),
    image: imageOf(group),
    tags: Array.isArray(tagIds) ? tagIds.map(String).filter((id) => publicTags.has(id)) : [],
    place: groupPlace(group.attributes, included.one(group, 'location')?.attributes),
    status: groupStatus(enrollment!),
    url: isWebUrl(url) ? url : null,
    members:
      group.attributes['members_are_confidential'] === false && typeof count === 'number'
        ? count
        : null,
    publicEvents: group.attributes['events_visibility'] === 'public',
  };
}

/** The public tag groups (checked again here, whatever the filter did) with their tags. */
export function publicTagGroups(
  tagGroups: PcoList,
  tagsOf: ReadonlyMap<string, PcoList>,
): GroupTagGroup[] {
  const shown = tagGroups.data.filter((t) => t.attributes['display_publicly'] === true);
  return slugged(
    [...shown].sort(byPosition).map((t) => ({
      id: t.id,
      name: str(t, 'name'),
      tags: slugged(
        [...(tagsOf.get(t.id)?.data ?? [])]
          .sort(byPosition)
          .map((tag) => ({ id: tag.id, name: str(tag, 'name') })),
      ),
    })),
  );
}

/** The whole answer from the groups list and the public tag groups. */
export function groupsAnswer(
  list: PcoList,
  tagGroups: GroupTagGroup[],
  html: GroupHtml,
): GroupsAnswer {
  const included = new Included(list.included);
  const publicTags = new Set(tagGroups.flatMap((t) => t.tags.map((tag) => tag.id)));
  const groups = list.data
    .map((group) => publicGroup(group, included, publicTags, html))
    .filter((group): group is PublicGroup => group !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  const used = new Set(groups.map((g) => g.kind));
  const types = list.included.filter((r) => r.type === 'GroupType' && used.has(r.id));
  const kinds: GroupKind[] = slugged(
    types.sort(byPosition).map((t) => ({ id: t.id, name: str(t, 'name') })),
  );
  return { groups, kinds, tagGroups };
}
