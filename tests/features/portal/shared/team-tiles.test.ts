import { describe, expect, test } from 'vitest';
import type { TeamMember } from '../../../../src/features/portal/shared/api-types.ts';
import { teamTiles } from '../../../../src/features/portal/shared/team-tiles.ts';

const member = (_id: string, first: string, last: string, position: string): TeamMember => ({
  type: 'TeamMember',
  attributes: {
    first_name: first,
    last_name: last,
    photo_thumbnail_url: `/p/${first}.png`,
    team_position_name: position,
  },
});

describe('teamTiles', () => {
  test('sorts tiles by last name, then first name', () => {
    const tiles = teamTiles([
      member('1', 'Zed', 'Young', 'Nursery Teacher'),
      member('2', 'Amy', 'young', 'Seedlings 2-3'),
      member('3', 'Bea', 'Adams', 'Dogwoods 4-K'),
    ]);
    expect(tiles.map((t) => `${t.firstName} ${t.lastName}`)).toEqual([
      'Bea Adams',
      'Amy young',
      'Zed Young',
    ]);
    expect(tiles[0]).toMatchObject({ photo: '/p/Bea.png', positions: ['Dogwoods 4-K'] });
  });
  test('merges one person’s positions into one tile in teams order', () => {
    const tiles = teamTiles([
      member('1', 'Ann', 'Lee', "Children's Church Grades 1-5"),
      member('2', 'Ann', 'Lee', 'Nursery Teacher'),
    ]);
    expect(tiles).toHaveLength(1);
    expect(tiles[0]?.positions).toEqual(['Nursery Teacher', "Children's Church Grades 1-5"]);
  });
});
