/**
 * Netlify's CDN answers text files brotli- or gzip-compressed; the local server does the same
 * so Lighthouse and the page-weight budgets measure what visitors download. Compressed bodies
 * are made once per file and kept in memory (dist/ is small and never changes while served).
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|ics|webmanifest)$/;
const MIN_BYTES = 1024;

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

/** Serves compressed static files from `root`; returns false when the request is not for one. */
export function createCompressedStatic(root: string) {
  const cache = new Map<string, Promise<Entry | null>>();

  async function load(file: string): Promise<Entry | null> {
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size < MIN_BYTES) return null;
      const body = await readFile(file);
      return {
        type: lookup(file) ?? 'application/octet-stream',
        etag: `W/"${info.size}-${info.mtime.getTime()}"`,
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
      };
    } catch {
      return null;
    }
  }

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes('\0')) return false;
    const candidates = decoded.endsWith('/')
      ? [`${decoded}index.html`]
      : [decoded, `${decoded}.html`];
    for (const candidate of candidates) {
      const relative = normalize(candidate).replace(/^(\.\.(\/|\\|$))+/, '');
      if (!COMPRESSIBLE.test(relative)) continue;
      const file = join(root, relative);
      if (!file.startsWith(root)) return false;
      let entry = cache.get(file);
      if (!entry) cache.set(file, (entry = load(file)));
      const found = await entry;
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
