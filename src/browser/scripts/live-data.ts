/**
 * Live data ready before a reader gets to it. The page's head already asks for every API answer
 * its islands show (`<link rel="preload" as="fetch">`, `preloadData` in layouts/Base.astro), and
 * the build preloads each island's code (src/build/island-preload.ts). This script, run as the
 * page finishes parsing, takes those answers (named by `data-live-data` attributes, see
 * components/LiveData.astro) into the stores the islands read, without waiting for an island to
 * hydrate and ask: an island hydrates from the store and draws the data at once, no skeleton.
 */
import { collectionFor } from '../stores/data.ts';

for (const element of document.querySelectorAll<HTMLElement>('[data-live-data]'))
  for (const path of (element.dataset['liveData'] ?? '').split(' '))
    void collectionFor(path)?.fetchIfNeeded();
