/**
 * The archive's view (filters, per page, page) kept in the URL's query string: a change pushes
 * a history entry, the back button restores the view, and every change stops any audio.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_VIEW,
  mediaViewSearch,
  parseMediaView,
  type MediaView,
} from '../shared/media-filter.ts';
import { stopPlayers } from '../../../platform/browser/stores/playing.ts';

/** The current view and a setter that records it in history. */
export function useMediaView(): [MediaView, (next: MediaView, replace?: boolean) => void] {
  // The build renders without a URL; the real view is read once the island is in the browser.
  const [view, setView] = useState<MediaView>(DEFAULT_VIEW);
  useEffect(() => {
    const read = () => {
      stopPlayers();
      setView(parseMediaView(window.location.search));
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const update = useCallback((next: MediaView, replace = false) => {
    stopPlayers();
    setView(next);
    const url = `${window.location.pathname}${mediaViewSearch(next)}`;
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  }, []);
  return [view, update];
}
