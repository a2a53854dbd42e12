/**
 * Person details for the directory modal, a keyed collection (createKeyedCollection,
 * docs/code-style.md habit 6): one GET /api/people/{id} per person per page load. Concurrent
 * callers share the request; a failure is logged and forgotten so a retry can work.
 */
import type { PersonAnswer } from '../../shared/api-types.ts';
import {
  createKeyedCollection,
  type KeyedCollection,
} from '../../../../platform/browser/stores/keyed-collection.ts';

const personPath = (id: string) => `/api/people/${encodeURIComponent(id)}`;

/** Makes a person collection; `load` is injectable for tests. */
export function createPersonCache(
  load?: (id: string) => Promise<PersonAnswer>,
): KeyedCollection<PersonAnswer> {
  return createKeyedCollection(personPath, load);
}

const shared = createPersonCache();

/** The person's details; rejects (after logging) when the request fails. */
export const getPerson = (id: string): Promise<PersonAnswer> => shared.get(id);

/** Empties the shared cache (logout). */
export const clearPersonCache = (): void => shared.clear();
