/**
 * An island's view of a collection: fetched on mount if nobody fetched it yet (the page may
 * already have, as it parsed: src/app/browser/live-data.ts).
 *
 * - Hydration sees the empty state the build rendered, so a list whose data arrived before its
 *   island hydrated still hydrates cleanly, then shows the data in the same frame.
 * - New data renders as a deferred value: React draws a long list in small slices between
 *   frames, instead of one long task that blocks a reader's taps and scrolling.
 */
import { useCallback, useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import type { CollectionState, CollectionStore } from './collection.ts';

const EMPTY: CollectionState<never> = {
  isFetching: false,
  didInvalidate: false,
  lastUpdated: null,
  data: null,
  error: null,
};
const serverSnapshot = () => EMPTY;

/** The collection's data (null until it arrives) and its last error. */
export function useCollection<T>(collection: CollectionStore<T>): {
  data: T | null;
  error: string | null;
} {
  const { $store } = collection;
  const subscribe = useCallback((changed: () => void) => $store.listen(changed), [$store]);
  const snapshot = useCallback(() => $store.get(), [$store]);
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => void collection.fetchIfNeeded(), [collection]);
  const data = useDeferredValue(state.data);
  return { data, error: state.error };
}
