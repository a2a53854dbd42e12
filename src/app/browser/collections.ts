/**
 * Every API collection the features keep for their islands, found where each feature keeps them
 * (`browser/stores/collections.ts` in its folder) rather than listed by hand, so that a page may
 * preload any of them (`preloadData` in the Base layout, taken in by live-data.ts).
 */
import type { CollectionStore } from '../../platform/browser/stores/collection.ts';

const modules = import.meta.glob<Record<string, unknown>>(
  '../../features/*/browser/stores/collections.ts',
  { eager: true },
);

const isCollection = (value: unknown): value is CollectionStore<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<CollectionStore<unknown>>).path === 'string' &&
  typeof (value as Partial<CollectionStore<unknown>>).fetchIfNeeded === 'function';

/** The collection that GETs `path`, if a feature keeps one. */
export function collectionFor(path: string): CollectionStore<unknown> | undefined {
  for (const exports of Object.values(modules))
    for (const value of Object.values(exports))
      if (isCollection(value) && value.path === path) return value;
  return undefined;
}
