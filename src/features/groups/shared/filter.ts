/**
 * The group finder's filters (docs/requirements.md section 2, Groups): kind, meeting day, each
 * public tag group, "open to join only" and a name filter. They narrow each other (each offers
 * only the choices that still have groups under the others) and live in the query string, so a
 * filtered list can be shared: `/groups?type=small-groups&day=tuesday&life-stage=families&open=1
 * &name=bible`. A tag group's parameter is its slug (`tag-<slug>` where that is one of the
 * others' names). Pure; the island calls it on every keystroke (tools/bench/groups.ts).
 */
import type { GroupsAnswer, PublicGroup } from './api-types.ts';
import { isJoinable } from './listing.ts';
import { WEEK_DAYS, type WeekDay } from './schedule.ts';

/** What the list shows; '' for any. */
export interface GroupView {
  /** A kind's slug. */
  type: string;
  day: string;
  /** Chosen tag slugs by tag group slug. */
  tags: Record<string, string>;
  open: boolean;
  name: string;
}

export const EMPTY_VIEW: GroupView = { type: '', day: '', tags: {}, open: false, name: '' };

const RESERVED = new Set(['type', 'day', 'open', 'name']);

/** The query parameter of a tag group. */
export const tagParam = (slug: string): string => (RESERVED.has(slug) ? `tag-${slug}` : slug);

/** A group ready to filter fast: its name folded once, its kind's and tags' slugs. */
export interface IndexedGroup {
  group: PublicGroup;
  folded: string;
  kind: string;
  /** Tag slugs by tag group slug. */
  tags: Map<string, Set<string>>;
}

/** Lower case without accents, so "cafe" finds "Café". */
export const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The answer's groups with what the filters compare, made once per answer. */
export function indexGroups(answer: GroupsAnswer): IndexedGroup[] {
  const kindSlug = new Map(answer.kinds.map((k) => [k.id, k.slug]));
  const tagOf = new Map<string, { group: string; tag: string }>();
  for (const tagGroup of answer.tagGroups)
    for (const tag of tagGroup.tags) tagOf.set(tag.id, { group: tagGroup.slug, tag: tag.slug });
  return answer.groups.map((group) => {
    const tags = new Map<string, Set<string>>();
    for (const id of group.tags) {
      const found = tagOf.get(id);
      if (!found) continue;
      if (!tags.has(found.group)) tags.set(found.group, new Set());
      tags.get(found.group)!.add(found.tag);
    }
    return { group, folded: fold(group.name), kind: kindSlug.get(group.kind) ?? '', tags };
  });
}

type Filter = 'type' | 'day' | 'open' | 'name' | `tag:${string}`;

function passes(entry: IndexedGroup, view: GroupView, name: string, except?: Filter): boolean {
  if (except !== 'type' && view.type && entry.kind !== view.type) return false;
  if (except !== 'day' && view.day && !entry.group.days.includes(view.day)) return false;
  if (except !== 'open' && view.open && !isJoinable(entry.group.status)) return false;
  if (except !== 'name' && name && !entry.folded.includes(name)) return false;
  for (const [group, tag] of Object.entries(view.tags)) {
    if (!tag || except === `tag:${group}`) continue;
    if (!entry.tags.get(group)?.has(tag)) return false;
  }
  return true;
}

/** The groups the view shows, in the answer's order. */
export function filterGroups(entries: readonly IndexedGroup[], view: GroupView): PublicGroup[] {
  const name = fold(view.name.trim());
  return entries.filter((e) => passes(e, view, name)).map((e) => e.group);
}

/** The choices each filter has left given the others: kind slugs, days, tag slugs by group. */
export function groupOptions(
  entries: readonly IndexedGroup[],
  view: GroupView,
): { kinds: Set<string>; days: WeekDay[]; tags: Map<string, Set<string>> } {
  const name = fold(view.name.trim());
  const kinds = new Set<string>();
  const days = new Set<string>();
  const tags = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (passes(entry, view, name, 'type')) kinds.add(entry.kind);
    if (passes(entry, view, name, 'day')) for (const day of entry.group.days) days.add(day);
    for (const [group, slugs] of entry.tags) {
      if (!passes(entry, view, name, `tag:${group}`)) continue;
      if (!tags.has(group)) tags.set(group, new Set());
      for (const slug of slugs) tags.get(group)!.add(slug);
    }
  }
  return { kinds, days: WEEK_DAYS.filter((d) => days.has(d)), tags };
}

/** The view a query string asks for, with the tag groups of the answer (others are ignored). */
export function parseGroupView(search: string, tagGroupSlugs: readonly string[]): GroupView {
  const params = new URLSearchParams(search);
  const day = params.get('day') ?? '';
  const tags: Record<string, string> = {};
  for (const slug of tagGroupSlugs) {
    const value = params.get(tagParam(slug));
    if (value) tags[slug] = value;
  }
  return {
    type: params.get('type') ?? '',
    day: (WEEK_DAYS as readonly string[]).includes(day) ? day : '',
    tags,
    open: params.get('open') === '1',
    name: params.get('name') ?? '',
  };
}

/** The query string of a view ('' for the whole list). */
export function groupViewSearch(view: GroupView): string {
  const params = new URLSearchParams();
  if (view.type) params.set('type', view.type);
  if (view.day) params.set('day', view.day);
  for (const [slug, value] of Object.entries(view.tags))
    if (value) params.set(tagParam(slug), value);
  if (view.open) params.set('open', '1');
  if (view.name) params.set('name', view.name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Cards the finder shows at first and adds with each "Show more": a keystroke then draws at most
 * this many, whatever the church's number of groups (tools/bench/groups.ts).
 */
export const CARDS_AT_ONCE = 12;

/** "3 groups", "1 group", "No groups match these filters.": what the list announces. */
export function countText(shown: number, filtered: boolean): string {
  if (shown === 0)
    return filtered ? 'No groups match these filters.' : 'There are no groups to show right now.';
  return `${shown} ${shown === 1 ? 'group' : 'groups'}`;
}
