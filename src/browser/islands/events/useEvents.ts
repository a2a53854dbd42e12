/** Fetches a calendar's events on mount and joins them with their events. */
import { useCollection } from '../../stores/use-collection.ts';
import { useMemo } from 'react';
import type { CalendarKind } from '../../../lib/calendar-links.ts';
import { joinOccurrences, type EventEntry } from '../../../lib/event-groups.ts';
import { EVENT_COLLECTIONS } from './collections.ts';

/** The entries of a calendar and the state of its fetch. */
export function useEvents(kind: CalendarKind): {
  entries: EventEntry[];
  state: 'loading' | 'failed' | 'empty' | 'ready';
} {
  const collection = EVENT_COLLECTIONS[kind];
  const { data, error } = useCollection(collection);
  const entries = useMemo(() => (data ? joinOccurrences(data) : []), [data]);
  if (!data) return { entries, state: error ? 'failed' : 'loading' };
  return { entries, state: entries.length ? 'ready' : 'empty' };
}
