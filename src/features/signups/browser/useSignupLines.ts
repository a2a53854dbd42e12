/**
 * Each public event's registration line ("Registration required", "Registration opens …") for
 * the event lists. A hook, so it is reached through components.ts: index.ts holds no React, so
 * a page script that needs only the collection (the search page's check) loads none of it.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { signups } from './stores/collections.ts';

const NONE = new Map<string, string>();
const serverSnapshot = () => null;

/**
 * Event id → its sign-up's line, from the sign-ups answer; empty while `on` is false
 * (PCO_REGISTRATIONS off: nothing is fetched).
 */
export function useSignupLines(on = false): Map<string, string> {
  const { $store } = signups;
  const subscribe = useCallback((changed: () => void) => $store.listen(changed), [$store]);
  const data = useSyncExternalStore(subscribe, () => $store.get().data, serverSnapshot);
  useEffect(() => {
    if (on) void signups.fetchIfNeeded();
  }, [on]);
  return useMemo(() => {
    if (!on || !data) return NONE;
    const lines = new Map<string, string>();
    for (const s of data.signups)
      for (const id of s.eventIds) if (s.eventLine && !lines.has(id)) lines.set(id, s.eventLine);
    return lines;
  }, [on, data]);
}
