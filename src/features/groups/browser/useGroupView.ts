/**
 * The finder's filters kept in the URL's query string (shared/filter.ts): a choice pushes a
 * history entry at once; typing a name replaces the current entry once the typing pauses, since
 * Chromium's replaceState alone can take half a frame and a keystroke has one frame
 * (docs/requirements.md section 2; tools/bench/groups.ts). The back button restores the view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_VIEW, groupViewSearch, parseGroupView, type GroupView } from '../shared/filter.ts';

/** How long typing pauses before the address follows it. */
const TYPING_PAUSE_MS = 250;

/** The current view (read again once the tag groups are known) and a setter. */
export function useGroupView(
  tagGroupSlugs: readonly string[],
): [GroupView, (next: GroupView, replace?: boolean) => void] {
  // The build renders without a URL; the real view is read once the island is in the browser.
  const [view, setView] = useState<GroupView>(EMPTY_VIEW);
  const typing = useRef<number | undefined>(undefined);
  const key = tagGroupSlugs.join(',');
  useEffect(() => {
    const slugs = key ? key.split(',') : [];
    const read = () => {
      window.clearTimeout(typing.current);
      setView(parseGroupView(window.location.search, slugs));
    };
    read();
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener('popstate', read);
      window.clearTimeout(typing.current);
    };
  }, [key]);
  const update = useCallback((next: GroupView, replace = false) => {
    setView(next);
    const url = `${window.location.pathname}${groupViewSearch(next)}`;
    window.clearTimeout(typing.current);
    if (!replace) window.history.pushState(null, '', url);
    else
      typing.current = window.setTimeout(
        () => window.history.replaceState(null, '', url),
        TYPING_PAUSE_MS,
      );
  }, []);
  return [view, update];
}
