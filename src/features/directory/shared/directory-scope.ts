/**
 * What the directory answers may contain (docs/security.md): only people on the directory list,
 * and only the households the directory page shows, built from listed people alone. The page
 * (directory-list.ts) applies the same rules again; on data scoped here it changes nothing, so
 * the browser never holds anything it would not show.
 */
import type { Household } from './api-types.ts';
import type { Ref } from '../../../platform/shared/api-types.ts';

/** A household as Planning Center describes it, before scoping. */
export interface SourceHousehold {
  id: string;
  name: string;
  primaryContactId: string;
  memberIds: readonly string[];
}

/** The household leaders the directory may name: those on the directory list. */
export function scopeLeaders(
  leaderIds: readonly string[],
  listed: ReadonlySet<string>,
): Ref<'Person'>[] {
  return leaderIds.filter((id) => listed.has(id)).map((id) => ({ type: 'Person', id }));
}

/**
 * The households the directory shows: those whose primary contact is a household leader on the
 * directory list, with only their listed members, counted. A household whose primary contact is
 * not listed is left out whole, since its tile would open that person; a household with no
 * listed member has nobody to show.
 */
export function scopeHouseholds(
  households: readonly SourceHousehold[],
  leaderIds: readonly string[],
  listed: ReadonlySet<string>,
): Household[] {
  const leaders = new Set(scopeLeaders(leaderIds, listed).map((ref) => ref.id));
  return households.flatMap((household): Household[] => {
    if (!leaders.has(household.primaryContactId)) return [];
    const members = household.memberIds.filter((id) => listed.has(id));
    if (members.length === 0) return [];
    return [
      {
        type: 'Household',
        id: household.id,
        attributes: {
          name: household.name,
          primary_contact_id: household.primaryContactId,
          member_count: members.length,
        },
        relationships: { people: { data: members.map((id) => ({ type: 'Person', id })) } },
      },
    ];
  });
}
