/** The Meet Our Team tiles (docs/requirements.md section 2): one per person, by last name, positions in teams order. */
import type { TeamMember } from './api-types.ts';
import { sortPositions } from './curriculum-order.ts';

/** One person on the team page. */
export interface TeamTile {
  key: string;
  firstName: string;
  lastName: string;
  photo: string;
  /** The person's positions in the teams order of docs/requirements.md section 9. */
  positions: string[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Merges a person's assignments into one tile (a teacher may serve in two positions) and sorts
 * the tiles by last name, then first name.
 */
export function teamTiles(members: readonly TeamMember[]): TeamTile[] {
  const byPerson = new Map<string, TeamTile & { all: string[] }>();
  for (const { attributes: a } of members) {
    const key = `${a.first_name}\u0000${a.last_name}\u0000${a.photo_thumbnail_url}`;
    const tile = byPerson.get(key) ?? {
      key,
      firstName: a.first_name,
      lastName: a.last_name,
      photo: a.photo_thumbnail_url,
      positions: [],
      all: [],
    };
    tile.all.push(a.team_position_name);
    byPerson.set(key, tile);
  }
  return [...byPerson.values()]
    .map(({ all, ...tile }) => ({ ...tile, positions: sortPositions(all) }))
    .sort(
      (a, b) =>
        collator.compare(a.lastName, b.lastName) ||
        collator.compare(a.firstName, b.firstName) ||
        collator.compare(a.key, b.key),
    );
}
