/**
 * Netlify's CDN answers text files brotli- or gzip-compressed; the local server does the same
 * so Lighthouse and the page-weight budgets measure what visitors download. Compressed bodies
 * are made once per file and kept in memory, least recently used first out past a byte budget
 * (CACHE_BYTES); a file that is missing or too small is not remembered, so one created later is
 * served, and asking for many missing paths costs no memory. A kept body is used only while its
 * file's size and time are unchanged, so a rebuild beside a running server is served at once.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { lookup } from 'mrmime';
import { decodedPath } from './safe-address.ts';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|ics|webmanifest)$/;
const MIN_BYTES = 1024;
/** The compressed bodies kept at most, in bytes (dist/ compresses to a few megabytes). */
export const CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Past this size a file is compressed at brotli's quality 5, not 11: the content editor's 5 MB
 * bundle took half a minute at 11 on a busy machine, and 5 is within a few per cent of its size.
 * Every page's own scripts, which the audit weighs, are far smaller.
 */
const LARGE = 1024 * 1024;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface Entry {
  type: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/** Picks the encoding the client prefers among br and gzip, or null. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * A map that keeps at most `maxBytes` of values (each weighed by `size`), dropping the least
 * recently used first; reading a key makes it the most recent.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  readonly #maxBytes: number;
  readonly #size: (value: V) => number;
  #bytes = 0;

  constructor(maxBytes: number, size: (value: V) => number) {
    this.#maxBytes = maxBytes;
    this.#size = size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key); // re-inserted: Map order is least recently used first
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.#size(value);
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes || oldest === key) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }
}

/** A file's weak ETag from its size and time, or null when it is not a file. */
async function etagOf(file: string): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? `W/"${info.size}-${info.mtime.getTime()}"` : null;
}

/** A file's type, ETag and compressed bodies, or null when it is missing or too small. */
async function load(file: string): Promise<Entry | null> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size < MIN_BYTES) return null;
    const body = await readFile(file);
    // on zlib's thread pool, so a large file never stalls the server's other answers
    const [br, gzipped] = await Promise.all([
      compressBrotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: body.length > LARGE ? 5 : 11 },
      }),
      compressGzip(body, { level: 9 }),
    ]);
    return {
      type: lookup(file) ?? 'application/octet-stream',
      etag: `W/"${info.size}-${info.mtime.getTime()}"`,
      br,
      gzip: gzipped,
    };
  } catch {
    return null;
  }
}

/** Serves compressed static files from `root`; returns false when the request is not for one. */
export function createCompressedStatic(root: string, maxBytes = CACHE_BYTES) {
  // a load in flight is shared; a finished one is kept only if it found a file
  const loading = new Map<string, Promise<Entry | null>>();
  const cache = new LruCache<Entry>(maxBytes, (e) => e.br.length + e.gzip.length);
  const entryOf = async (file: string): Promise<Entry | null> => {
    const kept = cache.get(file);
    if (kept && kept.etag === (await etagOf(file))) return kept;
    let pending = loading.get(file);
    if (!pending) {
      pending = load(file).finally(() => loading.delete(file));
      loading.set(file, pending);
    }
    const found = await pending;
    if (found) cache.set(file, found);
    return found;
  };

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const decoded = decodedPath(pathname);
    if (decoded === null || decoded.includes('\0')) return false;
    const candidates = decoded.endsWith('/')
      ? [`${decoded}index.html`]
      : [decoded, `${decoded}.html`];
    for (const candidate of candidates) {
      const relative = normalize(candidate).replace(/^(\.\.(\/|\\|$))+/, '');
      if (!COMPRESSIBLE.test(relative)) continue;
      const file = join(root, relative);
      if (!file.startsWith(root)) return false;
      const found = await entryOf(file);
      if (!found) continue;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', found.etag);
      if (req.headers['if-none-match'] === found.etag) {
        res.writeHead(304).end();
        return true;
      }
      const body = found[encoding];
      const type =
        found.type.startsWith('text/') || found.type.endsWith('+xml')
          ? `${found.type}; charset=utf-8`
          : found.type;
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': encoding,
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    return false;
  };
}
