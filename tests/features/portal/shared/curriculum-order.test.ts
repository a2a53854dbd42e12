import { describe, expect, test } from 'vitest';
import type { Curriculum } from '../../../../src/features/portal/shared/api-types.ts';
import {
  CLASS_ORDER,
  positionForClass,
  rankIn,
  sortCurriculums,
  sortPositions,
  TEAM_ORDER,
} from '../../../../src/features/portal/shared/curriculum-order.ts';

const curriculum = (id: string, themes: string): Curriculum => ({
  type: 'Media',
  id,
  attributes: { title: `${themes} curriculum`, themes },
  relationships: { attachments: { data: [] } },
});

describe('sortCurriculums', () => {
  test('follows the class order of docs/requirements.md section 9', () => {
    const shuffled = [...CLASS_ORDER].reverse().map((name, i) => curriculum(String(i), name));
    expect(sortCurriculums(shuffled).map((c) => c.attributes.themes)).toEqual([
      'Nursery',
      'Toddlers',
      'Preschool/Pre-K',
      'K-1st',
      "Children's Church",
      "Children's Greeter",
      'Preschool/Pre-K Buddy',
    ]);
  });
  test('puts unknown classes last and ignores case and curly apostrophes', () => {
    const sorted = sortCurriculums([
      curriculum('x', 'Zumba'),
      curriculum('c', 'children’s church'),
      curriculum('n', 'nursery'),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['n', 'c', 'x']);
  });
});

describe('sortPositions', () => {
  test('follows the teams order, which differs from the class order', () => {
    expect(
      sortPositions([
        "Children's Church Grades 1-5",
        'Dogwoods 4-K',
        'Nursery Teacher',
        'Seedlings 2-3',
      ]),
    ).toEqual([...TEAM_ORDER]);
  });
  test('drops duplicates and puts unknown positions last, alphabetically', () => {
    expect(sortPositions(['Zeta', 'Alpha', 'Dogwoods 4-K', 'Dogwoods 4-K'])).toEqual([
      'Dogwoods 4-K',
      'Alpha',
      'Zeta',
    ]);
  });
});

describe('rankIn', () => {
  test('ranks unknown names after the known ones', () => {
    expect(rankIn(TEAM_ORDER, 'Nursery Teacher')).toBe(0);
    expect(rankIn(TEAM_ORDER, 'nobody')).toBe(TEAM_ORDER.length);
  });
});

describe('positionForClass', () => {
  test('pairs each teaching class with the position that teaches it', () => {
    expect(positionForClass('Nursery')).toBe('Nursery Teacher');
    expect(positionForClass('Toddlers')).toBe('Seedlings 2-3');
    expect(positionForClass('preschool/pre-k')).toBe('Dogwoods 4-K');
    expect(positionForClass('K-1st')).toBe('Dogwoods 4-K');
    expect(positionForClass('Children’s Church')).toBe("Children's Church Grades 1-5");
  });
  test('has no position for greeters and buddies', () => {
    expect(positionForClass("Children's Greeter")).toBeNull();
    expect(positionForClass('Preschool/Pre-K Buddy')).toBeNull();
  });
});
