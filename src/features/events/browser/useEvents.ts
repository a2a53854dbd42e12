/** Fetches a calendar's events on mount and joins them with their events. */
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { useMemo } from 'react';
import type { CalendarKind } from '../shared/calendar-links.ts';
import { joinOccurrences, type EventEntry } from '../shared/event-groups.ts';
import { EVENT_COLLECTIONS } from './stores/collections.ts';

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
