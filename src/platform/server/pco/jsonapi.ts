/** The JSON:API 1.0 document shapes Planning Center answers with, and include resolution. */

export type Attributes = Record<string, unknown>;

/** A resource identifier: `{ type, id }`. */
export interface Identifier {
  type: string;
  id: string;
}

export interface Relationship {
  data?: Identifier | Identifier[] | null;
}

/** One resource as Planning Center sends it. */
export interface PcoResource<A extends Attributes = Attributes> extends Identifier {
  attributes: A;
  relationships?: Record<string, Relationship>;
  links?: Record<string, string | null>;
}

/** A top-level document whose data is one resource or a list. */
export interface PcoDocument<D = PcoResource | PcoResource[]> {
  data: D;
  included?: PcoResource[];
  links?: { self?: string; next?: string; prev?: string };
  meta?: {
    total_count?: number;
    count?: number;
    next?: { offset?: number };
    [key: string]: unknown;
  };
}

/** A list with every page merged: the resources and every included resource. */
export interface PcoList<A extends Attributes = Attributes> {
  data: PcoResource<A>[];
  included: PcoResource[];
}

const keyOf = (ref: Identifier) => `${ref.type}:${ref.id}`;

/** Looks up included resources by type and id. */
export class Included {
  readonly #byKey = new Map<string, PcoResource>();

  constructor(resources: readonly PcoResource[] = []) {
    for (const resource of resources) this.#byKey.set(keyOf(resource), resource);
  }

  /** The included resource a relationship names, or undefined when it was not included. */
  one(resource: PcoResource, relationship: string): PcoResource | undefined {
    const ref = resource.relationships?.[relationship]?.data;
    if (!ref || Array.isArray(ref)) return undefined;
    return this.#byKey.get(keyOf(ref));
  }

  /** The included resources of a to-many relationship, skipping any that were not included. */
  many(resource: PcoResource, relationship: string): PcoResource[] {
    return refsOf(resource, relationship)
      .map((ref) => this.#byKey.get(keyOf(ref)))
      .filter((found): found is PcoResource => found !== undefined);
  }
}

/** The identifiers a relationship holds, as a list (empty when absent). */
export function refsOf(resource: PcoResource, relationship: string): Identifier[] {
  const data = resource.relationships?.[relationship]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/** True when the resource carries the relationship at all (some servers omit to-many data). */
export function hasRelationship(resource: PcoResource, relationship: string): boolean {
  return resource.relationships?.[relationship]?.data !== undefined;
}

/** A string attribute, or the fallback when it is missing, null or not a string. */
export function str(resource: PcoResource, name: string, fallback = ''): string {
  const value = resource.attributes[name];
  return typeof value === 'string' ? value : fallback;
}

/** A string attribute or null. */
export function strOrNull(resource: PcoResource, name: string): string | null {
  const value = resource.attributes[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Merges resources by type and id, keeping the first of each. */
export function uniqueResources(resources: readonly PcoResource[]): PcoResource[] {
  const seen = new Map<string, PcoResource>();
  for (const resource of resources)
    if (!seen.has(keyOf(resource))) seen.set(keyOf(resource), resource);
  return [...seen.values()];
}
