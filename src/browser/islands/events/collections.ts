/** The event collection behind each calendar kind. */
import type { CalendarKind } from '../../../lib/calendar-links.ts';
import { churchEvents, specialEvents, youthEvents } from '../../stores/data.ts';

export const EVENT_COLLECTIONS = {
  church: churchEvents,
  special: specialEvents,
  youth: youthEvents,
} as const satisfies Record<CalendarKind, unknown>;
