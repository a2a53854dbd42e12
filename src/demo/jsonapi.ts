/**
 * How the emulator answers like Planning Center: JSON:API documents with `per_page`/`offset`
 * pagination (1..100, default 25), `links.next`, `meta.total_count`/`count`/`next.offset`,
 * `order`, `where[...]`, `include`, sparse fieldsets (`fields[Type]=a,b`: a resource of that
 * type, listed or included, carries only the attributes named) and error documents.
 */
import type { Identifier, PcoResource } from '../platform/server/pco/jsonapi.ts';

/** Resolves one include name for one resource: the related resources (may be empty). */
export type Includer = (resource: PcoResource, name: string) => PcoResource[] | undefined;

export interface ListOptions {
  /** Which include names the endpoint accepts (as in PCO's `can_include`). */
  canInclude?: readonly string[];
  includer?: Includer;
  /** Attribute names `order` accepts. */
  canOrderBy?: readonly string[];
  /** Attribute names `where[...]` accepts. */
  canQueryBy?: readonly string[];
}

/** A JSON:API error document response, e.g. 404 Not Found. */
export function errorDocument(
  status: number,
  title: string,
  detail: string,
  headers: HeadersInit = {},
): Response {
  return Response.json(
    { errors: [{ status: String(status), code: String(status), title, detail }] },
    { status, headers },
  );
}

function ref(resource: PcoResource): Identifier {
  return { type: resource.type, id: resource.id };
}

/** The resources with only the attributes `fields[<their type>]` names, where the query names any. */
function sparse(url: URL, resources: PcoResource[]): PcoResource[] {
  return resources.map((resource) => {
    const fields = url.searchParams.get(`fields[${resource.type}]`);
    if (fields === null) return resource;
    const names = new Set(fields.split(',').map((f) => f.trim()));
    const attributes = Object.fromEntries(
      Object.entries(resource.attributes).filter(([name]) => names.has(name)),
    );
    return { ...resource, attributes };
  });
}

/** Resolves `include=` for a page of resources: sets relationships and gathers `included`. */
function applyIncludes(
  url: URL,
  data: PcoResource[],
  options: ListOptions,
): { data: PcoResource[]; included: PcoResource[] } {
  const names = (url.searchParams.get('include') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => options.canInclude?.includes(n));
  const included = new Map<string, PcoResource>();
  const withRelationships = data.map((resource) => {
    const relationships = { ...resource.relationships };
    for (const name of names) {
      const related = options.includer?.(resource, name) ?? [];
      for (const item of related) included.set(`${item.type}:${item.id}`, item);
      const toOne =
        relationships[name]?.data !== undefined && !Array.isArray(relationships[name]?.data);
      relationships[name] = {
        data: toOne ? (related[0] ? ref(related[0]) : null) : related.map(ref),
      };
    }
    return { ...resource, relationships };
  });
  return { data: sparse(url, withRelationships), included: sparse(url, [...included.values()]) };
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const text = (value: unknown) =>
    typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return text(a).localeCompare(text(b), 'en', { sensitivity: 'base' });
}

/** Applies `where[attr]=value` and `order=[-]attr`; a message when a parameter is not allowed. */
function query(url: URL, all: PcoResource[], options: ListOptions): PcoResource[] | string {
  let rows = all;
  for (const [key, value] of url.searchParams) {
    const where = /^where\[(\w+)\]$/.exec(key);
    if (!where) continue;
    const attribute = where[1]!;
    if (!options.canQueryBy?.includes(attribute))
      return `where[${attribute}] is not a valid query parameter`;
    rows = rows.filter(
      (r) => String(attribute === 'id' ? r.id : r.attributes[attribute]) === value,
    );
  }
  const order = url.searchParams.get('order');
  if (order) {
    const descending = order.startsWith('-');
    const attribute = order.replace(/^-/, '');
    if (!options.canOrderBy?.includes(attribute)) return `order=${order} is not a valid order`;
    rows = [...rows].sort(
      (a, b) => compare(a.attributes[attribute], b.attributes[attribute]) * (descending ? -1 : 1),
    );
  }
  return rows;
}

function pageParameter(
  url: URL,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number | string {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) return `${name} must be an integer`;
  return Math.min(max, Math.max(min, value));
}

/** A paginated list document in Planning Center's shape (or a 400 error document). */
export function listDocument(url: URL, all: PcoResource[], options: ListOptions = {}): Response {
  const perPage = pageParameter(url, 'per_page', 25, 1, 100);
  const offset = pageParameter(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const rows = query(url, all, options);
  for (const problem of [perPage, offset, rows]) {
    if (typeof problem === 'string') return errorDocument(400, 'Bad Request', problem);
  }
  const size = perPage as number;
  const start = offset as number;
  const list = rows as PcoResource[];
  const { data, included } = applyIncludes(url, list.slice(start, start + size), options);
  const links: Record<string, string> = { self: url.href };
  const meta: Record<string, unknown> = {
    total_count: list.length,
    count: data.length,
    can_include: options.canInclude ?? [],
    can_order_by: options.canOrderBy ?? [],
    can_query_by: options.canQueryBy ?? [],
  };
  if (start + size < list.length) {
    const next = new URL(url);
    next.searchParams.set('offset', String(start + size));
    links['next'] = next.href;
    meta['next'] = { offset: start + size };
  }
  if (start > 0) {
    const prev = new URL(url);
    prev.searchParams.set('offset', String(Math.max(0, start - size)));
    links['prev'] = prev.href;
  }
  return Response.json({ links, data, included, meta });
}

/** A single-resource document with `include` resolved. */
export function resourceDocument(
  url: URL,
  resource: PcoResource,
  options: ListOptions = {},
): Response {
  const { data, included } = applyIncludes(url, [resource], options);
  return Response.json({
    data: data[0],
    included,
    meta: { can_include: options.canInclude ?? [] },
  });
}
