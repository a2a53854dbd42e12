/**
 * The Planning Center JSON:API client (docs/architecture.md section 4). It knows nothing of the demo: the
 * emulator differs only by base URL. GETs are cached per instance for `ttlMs` (a failure is the
 * caller's to fall back from, through `keepLastGood`: last-good.ts); lists are read at
 * per_page=100, and once `meta.total_count` is known the remaining pages come concurrently.
 */
import pLimit from 'p-limit';
import { createCache, type TtlCache } from './cache.ts';
import {
  uniqueResources,
  type Attributes,
  type PcoDocument,
  type PcoList,
  type PcoResource,
} from './jsonapi.ts';
import { pcoRequest, type TransportOptions } from './transport.ts';
import { systemClock } from '../../shared/clock.ts';

export type Params = Record<string, string | number | undefined>;

export interface PcoClientOptions extends Omit<TransportOptions, 'authorization' | 'onAttempt'> {
  baseUrl: string;
  auth: { appId: string; secret: string } | null;
  ttlMs: number;
  /** Pages fetched at once after the first. */
  concurrency: number;
  now: () => number;
}

export interface PcoClient {
  /** One document (a single resource), cached. */
  get<A extends Attributes = Attributes>(
    path: string,
    params?: Params,
  ): Promise<PcoDocument<PcoResource<A>>>;
  /** Every page of a list, merged, cached. */
  list<A extends Attributes = Attributes>(path: string, params?: Params): Promise<PcoList<A>>;
  /** An action such as `.../attachments/1/open`; never cached. */
  post<A extends Attributes = Attributes>(
    path: string,
    body?: unknown,
  ): Promise<PcoDocument<PcoResource<A>>>;
  /** Upstream attempts so far (the bench reports them). */
  readonly stats: { requests: number };
  clearCache(): void;
}

export const PER_PAGE = 100;
const MAX_PAGES = 500;

/** Sensible production settings; tests override what they need. */
export const DEFAULT_OPTIONS: Omit<PcoClientOptions, 'baseUrl' | 'auth'> = {
  fetch: (input, init) => fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  timeoutMs: 10_000,
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 3_000,
  rateLimitRetries: 2,
  maxRetryAfterMs: 20_000,
  ttlMs: 60_000,
  concurrency: 4,
  now: () => systemClock.now(),
};

function urlFor(baseUrl: string, path: string, params: Params = {}): URL {
  const url = new URL(baseUrl + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** The offset the next page starts at: from `links.next`, else `meta.next.offset`. */
function nextOffset(doc: PcoDocument<PcoResource[]>): number | null {
  if (doc.links?.next) {
    const offset = Number(new URL(doc.links.next).searchParams.get('offset'));
    if (Number.isInteger(offset) && offset > 0) return offset;
  }
  const fromMeta = doc.meta?.next?.offset;
  return typeof fromMeta === 'number' && fromMeta > 0 ? fromMeta : null;
}

/** Makes a client; see the module comment. */
export function createPcoClient(
  settings: Partial<PcoClientOptions> & Pick<PcoClientOptions, 'baseUrl' | 'auth'>,
): PcoClient {
  const options: PcoClientOptions = { ...DEFAULT_OPTIONS, ...settings };
  const stats = { requests: 0 };
  const transport: TransportOptions = {
    ...options,
    authorization: options.auth
      ? `Basic ${Buffer.from(`${options.auth.appId}:${options.auth.secret}`).toString('base64')}`
      : null,
    onAttempt: () => void (stats.requests += 1),
  };
  const cache: TtlCache = createCache({
    ttlMs: options.ttlMs,
    maxEntries: 500,
    now: options.now,
  });
  const page = async (url: URL) =>
    (await pcoRequest(url.href, {}, transport)) as PcoDocument<PcoResource[]>;

  const readAll = async (first: URL): Promise<PcoList> => {
    const pages = [await page(first)];
    const firstDoc = pages[0]!;
    let offset = nextOffset(firstDoc);
    const total = firstDoc.meta?.total_count;
    if (offset !== null && typeof total === 'number') {
      // Links carry offsets, not hosts we trust with our credentials: build each page's URL ourselves.
      const step = offset;
      const offsets: number[] = [];
      for (let at = offset; at < total && offsets.length < MAX_PAGES; at += step) offsets.push(at);
      const limit = pLimit(options.concurrency);
      const rest = await Promise.all(offsets.map((at) => limit(() => page(withOffset(first, at)))));
      pages.push(...rest);
      const last = rest.at(-1);
      offset = last ? nextOffset(last) : null; // the list grew while we read it
    }
    while (offset !== null && pages.length < MAX_PAGES) {
      const doc = await page(withOffset(first, offset));
      pages.push(doc);
      const following = nextOffset(doc);
      offset = following !== null && following > offset ? following : null;
    }
    return {
      data: uniqueResources(pages.flatMap((doc) => doc.data)),
      included: uniqueResources(pages.flatMap((doc) => doc.included ?? [])),
    };
  };

  return {
    stats,
    // The JSON is Planning Center's; the attribute types are the caller's declaration of it.
    get: <A extends Attributes>(path: string, params?: Params) => {
      const url = urlFor(options.baseUrl, path, params);
      return cache.get(
        url.href,
        async () => (await pcoRequest(url.href, {}, transport)) as PcoDocument<PcoResource<A>>,
      );
    },
    list: <A extends Attributes>(path: string, params?: Params) => {
      const url = urlFor(options.baseUrl, path, { ...params, per_page: PER_PAGE });
      return cache.get(url.href, async () => (await readAll(url)) as PcoList<A>);
    },
    post: async <A extends Attributes>(path: string, body?: unknown) => {
      const url = urlFor(options.baseUrl, path);
      const init: RequestInit = { method: 'POST' };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { 'Content-Type': 'application/json' };
      }
      return (await pcoRequest(url.href, init, transport)) as PcoDocument<PcoResource<A>>;
    },
    clearCache: () => cache.clear(),
  };
}

function withOffset(url: URL, offset: number): URL {
  const copy = new URL(url);
  copy.searchParams.set('offset', String(offset));
  return copy;
}
