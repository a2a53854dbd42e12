/** The event lists' collections (docs/requirements.md section 3), one per calendar kind. */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { EventsAnswer } from '../../shared/api-types.ts';
import type { CalendarKind } from '../../shared/calendar-links.ts';

export const churchEvents = createCollection<EventsAnswer>('/api/events/church');
export const specialEvents = createCollection<EventsAnswer>('/api/events/special');
export const youthEvents = createCollection<EventsAnswer>('/api/events/youth');

/** The event collection behind each calendar kind. */
export const EVENT_COLLECTIONS = {
  church: churchEvents,
  special: specialEvents,
  youth: youthEvents,
} as const satisfies Record<CalendarKind, unknown>;
