/**
 * Live data ready before a reader gets to it. The page's head already asks for every API answer
 * its islands show (`<link rel="preload" as="fetch">`, `preloadData` in the Base layout), and
 * the build preloads each island's code (src/build/island-preload.ts). This script, run as the
 * page finishes parsing, takes those answers (named by `data-live-data` attributes, see
 * src/app/ui/LiveData.astro) into the features' stores the islands read, without waiting for an
 * island to hydrate and ask: an island hydrates from the store and draws the data at once, no
 * skeleton. It loads the collections themselves, not the features' browser entries: an entry
 * also carries islands and their styles, which this script, on every page with islands, must not.
 */
import { collectionFor } from './collections.ts';

for (const element of document.querySelectorAll<HTMLElement>('[data-live-data]'))
  for (const path of (element.dataset['liveData'] ?? '').split(' '))
    void collectionFor(path)?.fetchIfNeeded();
