/**
 * The directory's list model: households built from the collections (docs/requirements.md section 5), then
 * filter, sort and page (section 4). Pure, so a keystroke over 3,000 people can be measured.
 */
import type { Household, Person } from './api-types.ts';
import type { Ref } from '../../../platform/shared/api-types.ts';
import type { DirectoryState, SortField } from './directory.ts';

/** A household as the directory shows it: only members present in the people list count. */
export interface DirectoryHousehold {
  id: string;
  name: string;
  primaryContactId: string;
  memberIds: string[];
  member_count: number;
}

/** One tile: a person, or a household (which opens its primary contact). */
export interface DirectoryEntry {
  kind: 'person' | 'household';
  id: string;
  /** The person whose details the tile opens. */
  personId: string;
  label: string;
  avatar: string | null;
  /** Members shown in the modal (the person's household, or the household itself). */
  memberIds: string[];
  /** Lower-cased values of each sort field, computed once so a keystroke does no string work. */
  keys: Record<SortField, string>;
}

/**
 * Keeps households whose primary contact is a household leader, ignores members absent from
 * the people list, and computes member_count. A household left with no member is dropped: it
 * has nobody to show. Its tile opens the primary contact, or its first present member.
 */
export function buildHouseholds(
  households: Household[],
  leaders: Ref[],
  people: Person[],
): DirectoryHousehold[] {
  const leaderIds = new Set(leaders.map((ref) => ref.id));
  const present = new Set(people.map((person) => person.id));
  const built: DirectoryHousehold[] = [];
  for (const household of households) {
    const primary = household.attributes.primary_contact_id;
    if (!leaderIds.has(primary)) continue;
    const memberIds = household.relationships.people.data
      .map((ref) => ref.id)
      .filter((id) => present.has(id));
    if (memberIds.length === 0) continue;
    built.push({
      id: household.id,
      name: household.attributes.name,
      primaryContactId: memberIds.includes(primary) ? primary : (memberIds[0] ?? primary),
      memberIds,
      member_count: memberIds.length,
    });
  }
  return built;
}

const keysOf = (first: string, last: string, name: string): Record<SortField, string> => ({
  first_name: first.toLowerCase(),
  last_name: last.toLowerCase(),
  name: name.toLowerCase(),
});

/** One entry per person; each carries the members of the first household listing them. */
export function personEntries(
  people: Person[],
  households: DirectoryHousehold[],
): DirectoryEntry[] {
  const householdOf = new Map<string, DirectoryHousehold>();
  for (const household of households) {
    for (const id of household.memberIds) if (!householdOf.has(id)) householdOf.set(id, household);
  }
  return people.map(({ id, attributes: a }) => ({
    kind: 'person',
    id,
    personId: id,
    label: a.name || `${a.first_name} ${a.last_name}`,
    avatar: a.avatar || null,
    memberIds: householdOf.get(id)?.memberIds ?? [id],
    keys: keysOf(a.first_name, a.last_name, a.name || `${a.first_name} ${a.last_name}`),
  }));
}

/** One entry per household; its first/last name keys are its primary contact's. */
export function householdEntries(
  households: DirectoryHousehold[],
  people: Person[],
): DirectoryEntry[] {
  const byId = new Map(people.map((person) => [person.id, person]));
  return households.map((household) => {
    const contact = byId.get(household.primaryContactId)?.attributes;
    return {
      kind: 'household',
      id: household.id,
      personId: household.primaryContactId,
      label: household.name,
      avatar: contact?.avatar || null,
      memberIds: household.memberIds,
      keys: keysOf(contact?.first_name ?? '', contact?.last_name ?? '', household.name),
    };
  });
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorts by the order field, then the secondary field, then the label (a stable total order). */
export function sortEntries(
  entries: readonly DirectoryEntry[],
  order: SortField,
  secondary: SortField,
): DirectoryEntry[] {
  return [...entries].sort(
    (a, b) =>
      collator.compare(a.keys[order], b.keys[order]) ||
      collator.compare(a.keys[secondary], b.keys[secondary]) ||
      collator.compare(a.label, b.label) ||
      collator.compare(a.id, b.id),
  );
}

/** Entries whose `field` starts with the text, case-insensitively (leading spaces ignored). */
export function filterEntries(
  entries: readonly DirectoryEntry[],
  field: SortField,
  text: string,
): readonly DirectoryEntry[] {
  const prefix = text.trimStart().toLowerCase();
  if (prefix === '') return entries;
  return entries.filter((entry) => entry.keys[field].startsWith(prefix));
}

/** What the directory shows for a state: the page's entries and the page buttons. */
export interface DirectoryView {
  /** Every entry matching the filter, in order (the print directory shows them all). */
  matching: DirectoryEntry[];
  visible: DirectoryEntry[];
  /** Number of page buttons; 0 when paging is off. */
  pageCount: number;
  currentPage: number;
}

/**
 * Filters and pages entries already sorted for the state's order (filtering keeps the order, so
 * the island sorts once per order change and a keystroke only filters). An offset past the end
 * shows the last page.
 */
export function pageView(sorted: readonly DirectoryEntry[], state: DirectoryState): DirectoryView {
  const matching = [...filterEntries(sorted, state.order, state.filter)];
  if (state.perPage === null) {
    return { matching, visible: matching, pageCount: 0, currentPage: 0 };
  }
  const pageCount = Math.max(1, Math.ceil(matching.length / state.perPage));
  const currentPage = Math.min(Math.floor(state.offset / state.perPage), pageCount - 1);
  const start = currentPage * state.perPage;
  return {
    matching,
    visible: matching.slice(start, start + state.perPage),
    pageCount,
    currentPage,
  };
}

/** Sorts, filters and pages: everything the directory shows for a state. */
export function selectDirectory(
  entries: readonly DirectoryEntry[],
  state: DirectoryState,
): DirectoryView {
  return pageView(sortEntries(entries, state.order, state.secondary), state);
}

/** The line above the tiles: 'Showing 26–50 of 287', or why nothing shows. */
export function viewSummary(view: DirectoryView, perPage: number | null): string {
  if (view.matching.length === 0) return 'No one matches that name.';
  const first = view.currentPage * (perPage ?? 0) + 1;
  return `Showing ${first}–${first + view.visible.length - 1} of ${view.matching.length}`;
}
