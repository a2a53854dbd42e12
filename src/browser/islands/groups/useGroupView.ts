/**
 * The finder's filters kept in the URL's query string (lib/groups/filter.ts): a choice pushes a
 * history entry, typing a name replaces the current one, and the back button restores the view.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  EMPTY_VIEW,
  groupViewSearch,
  parseGroupView,
  type GroupView,
} from '../../../lib/groups/filter.ts';

/** The current view (read again once the tag groups are known) and a setter. */
export function useGroupView(
  tagGroupSlugs: readonly string[],
): [GroupView, (next: GroupView, replace?: boolean) => void] {
  // The build renders without a URL; the real view is read once the island is in the browser.
  const [view, setView] = useState<GroupView>(EMPTY_VIEW);
  const key = tagGroupSlugs.join(',');
  useEffect(() => {
    const slugs = key ? key.split(',') : [];
    const read = () => setView(parseGroupView(window.location.search, slugs));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [key]);
  const update = useCallback((next: GroupView, replace = false) => {
    setView(next);
    const url = `${window.location.pathname}${groupViewSearch(next)}`;
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  }, []);
  return [view, update];
}
