/**
 * The search index of a local server (docs/architecture.md section 9), standing in for
 * Netlify's build hook: publishing POSTs to SEARCH_BUILD_HOOK, which the local servers point at
 * their own REBUILD_PATH, which starts rewriting the index from the storage they serve; every
 * request for /pagefind/ waits until it is done, so the change is found at once. The index is written into the server's data folder (never into dist/,
 * which other servers of the same checkout serve too) and served at /pagefind/, before dist's
 * copy; it is first built at start (`warm`) or at the first request for it.
 */
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { serialRebuilds, servedGroups, servedSermons } from '../../src/build/search/rebuild.ts';
import { createCompressedStatic } from './compression.ts';

/** The local servers' stand-in for a build hook. */
export const REBUILD_PATH = '/.netlify/search-rebuild';
const PREFIX = '/pagefind/';

export interface LocalSearch {
  /** Answers the rebuild endpoint and /pagefind/ requests; false for anything else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Builds the index now unless it has been built. */
  warm(): Promise<void>;
  /** Resolves once no rebuild is running (before the data folder goes away). */
  settled(): Promise<void>;
}

/**
 * The search index of a server of `root`'s dist/, written under `dataDir`, its files answered
 * with the headers Netlify's rules give their paths (`headersFor`, netlify-rules.ts).
 */
export function createLocalSearch(
  root: string,
  dataDir: string,
  headersFor: (pathname: string) => Record<string, string>,
): LocalSearch {
  const outDir = join(dataDir, 'search-index', 'pagefind');
  // the groups from the server's own /api/groups, as a build reads the live site's
  const rebuildNow = serialRebuilds(join(root, 'dist'), outDir, servedSermons, servedGroups);
  let serveCompressed = createCompressedStatic(outDir);
  const serveFiles = sirv(outDir, { dev: true, etag: true });
  let built: Promise<void> | null = null;

  const rebuild = (): Promise<void> =>
    (built = mkdir(join(dataDir, 'search-index'), { recursive: true })
      .then(rebuildNow)
      .then(() => {
        serveCompressed = createCompressedStatic(outDir); // fresh copies of the rewritten files
      }));
  const warm = () =>
    (built ??= rebuild()).then(
      () => undefined,
      (error: unknown) => void logFailure(error),
    );

  return {
    warm,
    settled: async () => {
      while (built) {
        const current = built;
        await current.catch(() => undefined);
        if (built === current) return;
      }
    },
    async handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname === REBUILD_PATH && req.method === 'POST') {
        req.resume();
        // answered at once, as Netlify's hook is; every /pagefind/ request waits for the rebuild
        void rebuild().catch(logFailure);
        res.writeHead(202, { 'Content-Type': 'text/plain' }).end('Rebuilding the search index.');
        return true;
      }
      if (!pathname.startsWith(PREFIX)) return false;
      await warm();
      const inner = pathname.slice(PREFIX.length - 1);
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
      if (await serveCompressed(req, res, inner)) return true;
      req.url = inner;
      serveFiles(req, res, () => void res.writeHead(404).end('Not found'));
      return true;
    },
  };
}

function logFailure(error: unknown): true {
  console.error('Could not rebuild the search index:', error);
  return true;
}
