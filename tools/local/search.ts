/**
 * The search index of a local server (docs/architecture.md section 9), standing in for
 * Netlify's build hook: publishing POSTs to SEARCH_BUILD_HOOK, which the local servers point at
 * their own REBUILD_PATH. That rebuilds the index from the site the server serves, read as a
 * visitor reads it (its /podcast.xml and public transcripts), and answers once the new index is
 * in place, so a change is found as soon as the publish answers. Only the server's own address
 * may ask (rebuild-guard.ts); one rebuild runs at a time and a burst of requests shares the one
 * queued after it. The index is written into the server's data folder (never into dist/, which
 * other servers of the same checkout serve too) and served at /pagefind/, before dist's copy;
 * it is first built at start (`warm`) or at the first request for it, and later requests for
 * /pagefind/ never wait for a rebuild: the index is swapped in whole.
 */
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { writeSearchIndex } from '../../src/features/search/build/index-writer.ts';
import {
  serial,
  servedGroups,
  servedSermons,
  servedSignups,
} from '../../src/features/search/build/rebuild.ts';
import { securityHeaders } from '../../src/platform/server/http/security-headers.ts';
import { config } from '../../src/platform/server/config/index.ts';
import { createCompressedStatic } from './compression.ts';
import { foreignRequest } from './rebuild-guard.ts';

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

export interface LocalSearchOptions {
  /** The checkout whose dist/ is served. */
  root: string;
  /** The server's data folder, where the index is written. */
  dataDir: string;
  /** The server's own address, known once it listens. */
  ownUrl: () => string;
  /** The headers Netlify's rules give a path (netlify-rules.ts). */
  headersFor: (pathname: string) => Record<string, string>;
}

function answer(res: ServerResponse, status: number, text: string): true {
  const headers = { ...securityHeaders('text/plain', false), 'Content-Type': 'text/plain' };
  res.writeHead(status, headers).end(text);
  return true;
}

/** The search index of a server of `root`'s dist/, written under `dataDir`. */
export function createLocalSearch(options: LocalSearchOptions): LocalSearch {
  const outDir = join(options.dataDir, 'search-index', 'pagefind');
  let serveCompressed = createCompressedStatic(outDir);
  const serveFiles = sirv(outDir, { dev: true, etag: true });
  let latest: Promise<unknown> = Promise.resolve();
  const rebuildNow = serial(async () => {
    await mkdir(join(options.dataDir, 'search-index'), { recursive: true });
    const [sermons, groups, signups] = await Promise.all([
      servedSermons(config(), options.ownUrl()),
      servedGroups(options.ownUrl()),
      servedSignups(options.ownUrl()),
    ]);
    const sources = { distDir: join(options.root, 'dist'), sermons, groups, signups };
    await writeSearchIndex(sources, outDir);
    serveCompressed = createCompressedStatic(outDir); // fresh copies of the rewritten files
  });
  const rebuild = () => {
    const done = rebuildNow();
    latest = done.catch(() => undefined);
    return done;
  };
  let first: Promise<void> | null = null;
  const warm = () =>
    (first ??= rebuild().then(
      () => undefined,
      (error: unknown) => void logFailure(error),
    ));

  async function rebuildRequest(req: IncomingMessage, res: ServerResponse): Promise<true> {
    req.resume();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, 'POST to rebuild the search index.');
    }
    const refused = foreignRequest(req, options.ownUrl());
    if (refused) return answer(res, 403, refused);
    const failed = await rebuild().then(() => false, logFailure);
    first ??= Promise.resolve();
    return failed
      ? answer(res, 500, 'Could not rebuild the search index.')
      : answer(res, 200, 'The search index was rebuilt.');
  }

  return {
    warm,
    settled: async () => {
      for (let current = latest; ; current = latest) {
        await current;
        if (current === latest) return;
      }
    },
    async handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname === REBUILD_PATH) return rebuildRequest(req, res);
      if (!pathname.startsWith(PREFIX)) return false;
      await warm();
      const inner = pathname.slice(PREFIX.length - 1);
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      for (const [name, value] of Object.entries(options.headersFor(pathname)))
        res.setHeader(name, value);
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
