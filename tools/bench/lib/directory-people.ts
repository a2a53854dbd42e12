/** A generated congregation for the directory benchmarks (not a bench itself: bench.ts skips lib/). */
import type { Household, Person } from '../../../src/features/directory/shared/api-types.ts';

const FIRST = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Ella',
  'Frank',
  'Grace',
  'Henry',
  'Iris',
  'Jack',
  'Kate',
  'Liam',
  'Maria',
  'Noah',
  'Olivia',
  'Peter',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
];

/** A deterministic congregation: 3,000 people in households of about three. */
export function generatePeople(count: number): { people: Person[]; households: Household[] } {
  const people: Person[] = [];
  const households: Household[] = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST[(i * 7) % FIRST.length]!;
    const last = `${LAST[Math.floor(i / 3) % LAST.length]!}${i % 97 === 0 ? '-Lee' : ''}`;
    people.push({
      type: 'Person',
      id: String(i + 1),
      attributes: {
        first_name: first,
        last_name: last,
        name: `${first} ${last}`,
        avatar: `/bench-avatars/${i + 1}.png`,
        membership: 'Member',
      },
    });
    if (i % 3 === 0) {
      const members = [i + 1, i + 2, i + 3]
        .filter((n) => n <= count)
        .map((n) => ({ type: 'Person' as const, id: String(n) }));
      households.push({
        type: 'Household',
        id: `h${i / 3 + 1}`,
        attributes: {
          name: `${last} Household`,
          primary_contact_id: String(i + 1),
          member_count: members.length,
        },
        relationships: { people: { data: members } },
      });
    }
  }
  return { people, households };
}

/** The filter texts while typing `word` and deleting it again: 'M', 'Ma', ... 'Ma', 'M', ''. */
export function keystrokes(word: string): string[] {
  return [
    ...Array.from(word, (_, i) => word.slice(0, i + 1)),
    ...Array.from(word, (_, i) => word.slice(0, word.length - 1 - i)),
  ];
}

/** The p-th percentile of ascending numbers. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
