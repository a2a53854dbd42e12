/**
 * Directory filter speed (issue 6, item 5): with 3,000 generated people, how long one keystroke
 * in 'Filter by Name' takes. Measures the pure model (filter + sort + page over every entry,
 * what the island recomputes per keystroke) many times and reports median and p95; the budget
 * is one 60 Hz frame, 16 ms.
 */
import { performance } from 'node:perf_hooks';
import type { Household, Person } from '../../src/lib/api-types.ts';
import {
  directoryReducer,
  initialDirectoryState,
  type DirectoryState,
} from '../../src/lib/directory.ts';
import {
  buildHouseholds,
  householdEntries,
  personEntries,
  selectDirectory,
} from '../../src/lib/directory-list.ts';

const PEOPLE = 3000;
const BUDGET_MS = 16;
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
        avatar: `/demo/avatars/${i + 1}.png`,
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times each keystroke of typing `word` and deleting it again, `rounds` times. */
function measure(
  entries: ReturnType<typeof personEntries>,
  start: DirectoryState,
  word: string,
  rounds: number,
): number[] {
  const times: number[] = [];
  const texts = [
    ...Array.from(word, (_, i) => word.slice(0, i + 1)),
    ...Array.from(word, (_, i) => word.slice(0, word.length - 1 - i)),
  ];
  let state = start;
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      const t0 = performance.now();
      state = directoryReducer(state, { type: 'setFilter', filter: text });
      const view = selectDirectory(entries, state);
      times.push(performance.now() - t0);
      if (view.visible.length > 100) throw new Error('paging failed');
    }
  }
  return times.sort((a, b) => a - b);
}

const { people, households } = generatePeople(PEOPLE);
const built = buildHouseholds(
  households,
  people.map((p) => ({ type: 'Person', id: p.id })),
  people,
);
const scenarios = [
  {
    label: 'people by last name, typing "Martinez"',
    entries: personEntries(people, built),
    state: initialDirectoryState,
    word: 'Martinez',
  },
  {
    label: 'people by first name, typing "Olivia"',
    entries: personEntries(people, built),
    state: directoryReducer(initialDirectoryState, { type: 'setOrder', order: 'first_name' }),
    word: 'Olivia',
  },
  {
    label: 'households by name, typing "Walker"',
    entries: householdEntries(built, people),
    state: directoryReducer(initialDirectoryState, { type: 'toggleHousehold' }),
    word: 'Walker',
  },
];

let over = false;
console.log(
  `Directory filter keystroke, pure model, ${PEOPLE} people (${built.length} households), Node ${process.version}\n`,
);
console.log('| scenario | keystrokes | median ms | p95 ms | max ms |\n|---|---|---|---|---|');
for (const { label, entries, state, word } of scenarios) {
  measure(entries, state, word, 20); // warm the JIT
  const times = measure(entries, state, word, 100);
  const p95 = percentile(times, 95);
  over ||= p95 >= BUDGET_MS;
  console.log(
    `| ${label} | ${times.length} | ${percentile(times, 50).toFixed(3)} | ${p95.toFixed(3)} | ${times.at(-1)!.toFixed(3)} |`,
  );
}
console.log(`\nBudget: p95 under ${BUDGET_MS} ms -> ${over ? 'OVER BUDGET' : 'ok'}`);
process.exit(over ? 1 : 0);
