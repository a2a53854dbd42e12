/**
 * The teacher portal's two fixed orders (SPEC.md section 9). They differ on purpose: curriculums
 * follow the class order, team positions follow the teams order.
 */
import type { Curriculum } from './api-types.ts';

/** Curriculum class names (a curriculum's `themes`) in the order the portal lists them. */
export const CLASS_ORDER = [
  'Nursery',
  'Toddlers',
  'Preschool/Pre-K',
  'K-1st',
  "Children's Church",
  "Children's Greeter",
  'Preschool/Pre-K Buddy',
] as const;

/** Team position names in the order the schedule columns and team tiles use. */
export const TEAM_ORDER = [
  'Nursery Teacher',
  'Seedlings 2-3',
  'Dogwoods 4-K',
  "Children's Church Grades 1-5",
] as const;

/** Compares names ignoring case, spacing and curly apostrophes. */
const normalize = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');

/** A name's place in a fixed order; names not in it sort after every known one. */
export function rankIn(order: readonly string[], name: string): number {
  const index = order.map(normalize).indexOf(normalize(name));
  return index === -1 ? order.length : index;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Curriculums in class order; unknown classes after them, by title. */
export function sortCurriculums(curriculums: readonly Curriculum[]): Curriculum[] {
  return [...curriculums].sort(
    (a, b) =>
      rankIn(CLASS_ORDER, a.attributes.themes) - rankIn(CLASS_ORDER, b.attributes.themes) ||
      collator.compare(a.attributes.title, b.attributes.title),
  );
}

/** Team position names in teams order; unknown positions after them, alphabetically. */
export function sortPositions(positions: Iterable<string>): string[] {
  return [...new Set(positions)].sort(
    (a, b) => rankIn(TEAM_ORDER, a) - rankIn(TEAM_ORDER, b) || collator.compare(a, b),
  );
}
