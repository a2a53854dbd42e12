/** Reads a list collection in the order of its data file (see `list()` in src/content.config.ts). */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

/** The entries of a collection, sorted by their position in the JSON file they came from. */
export async function inFileOrder<C extends CollectionKey>(
  collection: C,
): Promise<CollectionEntry<C>[]> {
  const entries: CollectionEntry<C>[] = await getCollection(collection);
  // Single-entry collections (church, familyPromise) have no order; they never need sorting.
  const position = (entry: CollectionEntry<C>) => (entry.data as { order?: number }).order ?? 0;
  return entries.sort((a, b) => position(a) - position(b));
}
