/**
 * The teacher portal's two fixed orders (docs/requirements.md section 9). They differ on purpose: curriculums
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

/**
 * Which curriculum classes each team position teaches, so the schedule can put a plan's lesson
 * files in the right column. The sources give the two orders but not this pairing; it follows
 * the ages in the names (Seedlings are 2-3, Dogwoods 4 to Kindergarten). Classes without a
 * position here (greeters, buddies) have no column; their files go to a final "Lessons" column.
 */
export const POSITION_CLASSES: Readonly<Record<(typeof TEAM_ORDER)[number], readonly string[]>> = {
  'Nursery Teacher': ['Nursery'],
  'Seedlings 2-3': ['Toddlers'],
  'Dogwoods 4-K': ['Preschool/Pre-K', 'K-1st'],
  "Children's Church Grades 1-5": ["Children's Church"],
};

/** The team position whose column shows a class's lessons, or null when none does. */
export function positionForClass(className: string): string | null {
  const wanted = normalize(className);
  for (const [position, classes] of Object.entries(POSITION_CLASSES)) {
    if (classes.some((name) => normalize(name) === wanted)) return position;
  }
  return null;
}

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
