/** Each event's own page, `/events/<id>-<name>`: the Planning Center id finds it. Pure. */
import { slugify } from '../../../platform/shared/slug.ts';

/** The path every event page lives under. */
export const EVENTS_PATH = '/events/';

/** The page path of an event. */
export function eventPath(id: string, name: string): string {
  return `${EVENTS_PATH}${id}-${slugify(name, 'event')}`;
}

/** The Planning Center id in an event page's slug, or null when the slug has none. */
export function eventIdOf(slug: string): string | null {
  return /^(\d+)(?:-[a-z0-9-]*)?$/.exec(slug)?.[1] ?? null;
}
