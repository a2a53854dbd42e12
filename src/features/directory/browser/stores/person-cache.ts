/**
 * Person details for the directory modal: one GET /api/people/{id} per person per page load.
 * Concurrent callers share the request; a failure is logged and forgotten so a retry can work.
 */
import type { PersonAnswer } from '../../shared/api-types.ts';
import { apiFetch } from '../../../../platform/browser/net/api.ts';

export interface PersonCache {
  /** The person's details; rejects (after logging) when the request fails. */
  getPerson(id: string): Promise<PersonAnswer>;
  /** Forgets every cached person (logout). */
  clear(): void;
}

/** Makes a cache over a loader (injectable for tests). */
export function createPersonCache(
  load: (id: string) => Promise<PersonAnswer> = (id) =>
    apiFetch<PersonAnswer>(`/api/people/${encodeURIComponent(id)}`),
): PersonCache {
  const people = new Map<string, Promise<PersonAnswer>>();
  return {
    getPerson(id) {
      const known = people.get(id);
      if (known) return known;
      const request = load(id).catch((error: unknown) => {
        console.error(`GET /api/people/${id} failed:`, error);
        people.delete(id);
        throw error;
      });
      people.set(id, request);
      return request;
    },
    clear: () => people.clear(),
  };
}

const shared = createPersonCache();

/** The shared cache's getPerson. */
export const getPerson = (id: string): Promise<PersonAnswer> => shared.getPerson(id);

/** Empties the shared cache. */
export const clearPersonCache = (): void => shared.clear();
