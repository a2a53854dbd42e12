/**
 * Live data ready before a reader gets to it. The page's head already asks for every API answer
 * its islands show (`<link rel="preload" as="fetch">`, `preloadData` in the Base layout), and
 * the build preloads each island's code (src/build/island-preload.ts). This script, run as the
 * page finishes parsing, takes those answers (named by `data-live-data` attributes, see
 * src/app/ui/LiveData.astro) into the features' stores the islands read, without waiting for an
 * island to hydrate and ask: an island hydrates from the store and draws the data at once, no
 * skeleton.
 */
// the collections themselves, not the features' browser entries: an entry also carries islands
// and their styles, which this script, on every page with islands, must not load
import {
  churchEvents,
  specialEvents,
  youthEvents,
} from '../../features/events/browser/stores/collections.ts';
import { groups } from '../../features/groups/browser/stores/collections.ts';
import { media } from '../../features/sermons/browser/stores/collections.ts';
import { worshipSamples } from '../../features/worship/browser/stores/collections.ts';

const PUBLIC = [media, worshipSamples, churchEvents, specialEvents, youthEvents, groups];

for (const element of document.querySelectorAll<HTMLElement>('[data-live-data]'))
  for (const path of (element.dataset['liveData'] ?? '').split(' '))
    void PUBLIC.find((collection) => collection.path === path)?.fetchIfNeeded();
