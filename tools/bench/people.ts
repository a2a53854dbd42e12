/**
 * Measures GET /api/people through the whole stack (local server -> function -> Planning Center
 * client -> emulator over HTTP): cold and warm latency and the upstream requests each needs, for
 * the demo congregation and a generated one of 3,000 people. Run: node tools/bench/people.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSessionToken } from '../../src/platform/server/auth/session.ts';
import { config, resetConfig } from '../../src/platform/server/config/index.ts';
import { startLocalServer } from '../local/server.ts';
import { closeServer, OWN_SITE_URL } from '../local/listen.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { congregation } from '../../src/demo/index.ts';

const WARM_RUNS = 50;
const CONCURRENT = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Row {
  congregation: string;
  people: number;
  bytes: number;
  coldMs: number;
  coldUpstream: number;
  concurrentColdMs: number;
  concurrentUpstream: number;
  warmMedianMs: number;
  warmP95Ms: number;
  warmUpstream: number;
}

/** One fresh server (so a fresh client cache) per congregation size. */
async function measure(size: number): Promise<Row> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dcc-bench-'));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: OWN_SITE_URL,
    DEMO_PEOPLE: String(size),
  });
  resetConfig();
  congregation(); // generate the demo people first: that is the emulator's cost, not the client's
  const { server, url } = await startLocalServer({ root: process.cwd(), port: 0 });
  const cookie = `dcc_session=${await createSessionToken('directory', config())}`;
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${url}/api/people`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`GET /api/people answered ${response.status}: ${body}`);
    return { ms: performance.now() - started, body };
  };
  const upstream = () => serverDeps().pco.stats.requests;
  try {
    let before = upstream();
    const cold = await get();
    const coldUpstream = upstream() - before;
    const people = (JSON.parse(cold.body) as { data: unknown[] }).data.length;

    serverDeps().pco.clearCache();
    before = upstream();
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, get));
    const concurrentColdMs = performance.now() - started;
    const concurrentUpstream = upstream() - before;

    before = upstream();
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push((await get()).ms);
    return {
      congregation: size === 300 ? 'demo (300)' : `generated (${size})`,
      people,
      bytes: Buffer.byteLength(cold.body),
      coldMs: cold.ms,
      coldUpstream,
      concurrentColdMs,
      concurrentUpstream,
      warmMedianMs: percentile(warm, 50),
      warmP95Ms: percentile(warm, 95),
      warmUpstream: upstream() - before,
    };
  } finally {
    await closeServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const size of [300, 3000]) rows.push(await measure(size));

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\nGET /api/people (per_page=100, up to 4 pages at once after the first; cache TTL 60 s)\n`,
);
console.table(
  rows.map((r) => ({
    congregation: r.congregation,
    'people listed': r.people,
    'answer size': `${(r.bytes / 1024).toFixed(0)} KB`,
    cold: ms(r.coldMs),
    'cold upstream requests': r.coldUpstream,
    [`${CONCURRENT} concurrent cold`]: ms(r.concurrentColdMs),
    [`upstream for ${CONCURRENT} concurrent`]: r.concurrentUpstream,
    'warm median': ms(r.warmMedianMs),
    'warm p95': ms(r.warmP95Ms),
    [`upstream for ${WARM_RUNS} warm`]: r.warmUpstream,
  })),
);
