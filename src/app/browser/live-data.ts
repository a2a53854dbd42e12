/**
 * Live data ready before a reader gets to it. The page's head already asks for every API answer
 * its islands show (`<link rel="preload" as="fetch">`, `preloadData` in the Base layout), and
 * the build preloads each island's code (src/build/island-preload.ts). This script, run as the
 * page finishes parsing, takes those answers (named by `data-live-data` attributes, see
 * src/app/ui/LiveData.astro) for the collections the islands will make
 * (`preloadCollection`): an island hydrates with its data and draws it at once, no skeleton.
 * It loads no feature's code: any collection of any feature takes the answer for its path.
 */
import { preloadCollection } from '../../platform/browser/stores/collection.ts';

for (const element of document.querySelectorAll<HTMLElement>('[data-live-data]'))
  for (const path of (element.dataset['liveData'] ?? '').split(' ')) preloadCollection(path);
