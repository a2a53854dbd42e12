/** A made-up answer of /api/groups with many groups, for the group finder's bench. */
import type { GroupsAnswer, PublicGroup } from '../../../src/features/groups/shared/api-types.ts';
import { WEEK_DAYS } from '../../../src/features/groups/shared/schedule.ts';

const WORDS = [
  'Bible',
  'Prayer',
  'Family',
  'Young',
  'Study',
  'Men',
  'Women',
  'Grace',
  'Hope',
  'Café',
];
const STATUSES = ['open', 'request', 'full', 'closed'] as const;

/** `count` groups over five kinds, two public tag groups and every day of the week. */
export function generateGroups(count: number): GroupsAnswer {
  const groups: PublicGroup[] = Array.from({ length: count }, (_, i) => {
    const day = WEEK_DAYS[i % 7]!;
    const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Group ${i + 1}`;
    return {
      id: String(10_000 + i),
      name,
      page: `/groups/${10_000 + i}-group`,
      kind: String(i % 5),
      schedule: `${day[0]!.toUpperCase()}${day.slice(1)}s at 7pm`,
      days: [day],
      descriptionHtml: `<p>${name}: we meet to read, pray and eat together.</p>`,
      summary: `${name}: we meet to read, pray and eat together.`,
      image: null,
      tags: [`a${i % 4}`, `b${i % 6}`],
      place: i % 3 ? { kind: 'area', text: 'Cary, NC 27513' } : null,
      status: STATUSES[i % 4]!,
      url: `https://church.churchcenter.com/groups/x/${i}`,
      members: i % 2 ? 10 + (i % 9) : null,
      publicEvents: false,
    };
  });
  const tags = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}${i}`,
      name: `${prefix}${i}`,
      slug: `${prefix}${i}`,
    }));
  return {
    groups,
    kinds: Array.from({ length: 5 }, (_, i) => ({
      id: String(i),
      name: `Kind ${i}`,
      slug: `kind-${i}`,
    })),
    tagGroups: [
      { id: 'a', name: 'Life Stage', slug: 'life-stage', tags: tags('a', 4) },
      { id: 'b', name: 'Area', slug: 'area', tags: tags('b', 6) },
    ],
  };
}
