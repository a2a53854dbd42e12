/**
 * The search index at scale (docs/architecture.md section 9): 1,000 generated sermons with
 * 30-minute transcripts plus the built public pages (dist/, when built), indexed with the same
 * writer the build and the local servers use. Prints the index's size (bytes and files), the
 * time to build it, and for one query on a throttled mid-range phone (4× CPU, 150 ms, 1.6 Mbps)
 * the bytes downloaded (goal 300 KB) and the time to the first result (goal 300 ms). Figures
 * only: no budget fails the run. `SEARCH_BENCH_SERMONS` and `SEARCH_BENCH_MINUTES` change the
 * archive; `SEARCH_BENCH_SHAPE=passages` measures the alternative of a record per passage.
 */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import {
  closeSearchIndexer,
  writeSearchIndex,
} from '../../src/features/search/build/index-writer.ts';
import { createCompressedStatic } from '../local/compression.ts';
import { generateSermons, NEEDLE, needleSermon } from './lib/search-corpus.ts';
import { writePassageIndex } from './lib/search-passages.ts';
import { HARNESS_HTML, queryOnPhone, type QueryFigures } from './lib/search-browser.ts';
import { listen } from '../local/listen.ts';

const READINESS = {
  cold: 'nothing loaded before the query (import, start, query)',
  started: 'Pagefind started when the page loaded',
  typed: 'started, and the query preloaded while typed',
};

const SERMONS = Number(process.env['SEARCH_BENCH_SERMONS'] ?? 1000);
const MINUTES = Number(process.env['SEARCH_BENCH_MINUTES'] ?? 30);
/** `sermons` (what the site ships) or `passages` (the alternative, lib/search-passages.ts). */
const SHAPE = process.env['SEARCH_BENCH_SHAPE'] === 'passages' ? 'passages' : 'sermons';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function sizeOf(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    files++;
  }
  return { bytes, files };
}

const root = await mkdtemp(join(tmpdir(), 'dcc-search-bench-'));
try {
  const sermons = generateSermons(SERMONS, MINUTES);
  const words = sermons.reduce(
    (n, s) => n + s.cues.reduce((m, c) => m + c.text.split(' ').length, 0),
    0,
  );
  console.log(
    `${SERMONS} sermons of ${MINUTES} minutes: ${(words / 1e6).toFixed(1)} million words said`,
  );
  const started = performance.now();
  const built =
    SHAPE === 'passages'
      ? `${await writePassageIndex(sermons, join(root, 'pagefind'))} passage records`
      : await writeSearchIndex(
          { distDir: join(process.cwd(), 'dist'), sermons },
          join(root, 'pagefind'),
        ).then((stats) => `${stats.pages} pages, ${stats.sermons} sermons`);
  const millis = performance.now() - started;
  await closeSearchIndexer();
  const size = await sizeOf(join(root, 'pagefind'));
  console.log(`index build:        ${(millis / 1000).toFixed(1)} s (${built}, shaped as ${SHAPE})`);
  console.log(
    `index size:         ${(size.bytes / 1024 / 1024).toFixed(1)} MB in ${size.files} files`,
  );

  await writeFile(join(root, 'bench-search.html'), HARNESS_HTML);
  const compressed = createCompressedStatic(root);
  const files = sirv(root, { dev: true, etag: true });
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    void compressed(req, res, pathname).then((done) => done || files(req, res));
  });
  const { url: site } = await listen(server);
  try {
    const expected = `${sermons[needleSermon(SERMONS)]!.slug}#t=${NEEDLE.second}`;
    for (const readiness of ['cold', 'started', 'typed'] as const) {
      const runs: QueryFigures[] = [];
      for (let i = 0; i < 3; i++)
        runs.push(await queryOnPhone(`${site}/bench-search.html`, NEEDLE.words, readiness));
      const median = [...runs].sort((a, b) => a.millis - b.millis)[1]!;
      const found = median.moment || median.url;
      if (!found.endsWith(expected))
        console.log(`  the first result was ${found}, not ${expected}`);
      console.log(
        `first result, ${READINESS[readiness]}: ${Math.round(median.millis)} ms (search() ${Math.round(median.searched)} ms; runs ${runs.map((r) => Math.round(r.millis)).join(', ')}); ${kb(median.bytes)} in ${median.requests} requests in all`,
      );
    }
    console.log(`query "${NEEDLE.words}" -> ${expected}; goals: ≤ 300 KB and ≤ 300 ms`);
  } finally {
    server.close();
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
