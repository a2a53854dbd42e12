/** Each group's own page, `/groups/<id>-<name>`: the Planning Center id finds it. Pure. */
import { slugify } from '../../../platform/shared/slug.ts';

/** The path every group page lives under. */
export const GROUPS_PATH = '/groups/';

/** The page path of a group. */
export function groupPath(id: string, name: string): string {
  return `${GROUPS_PATH}${id}-${slugify(name, 'group')}`;
}

/** The Planning Center id in a group page's slug, or null when the slug has none. */
export function groupIdOf(slug: string): string | null {
  return /^(\d+)(?:-[a-z0-9-]*)?$/.exec(slug)?.[1] ?? null;
}
