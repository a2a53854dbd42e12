/**
 * Load on the local server: requests per second and p99 latency for a static page and every API
 * answer the public pages preload (tools/local/preloaded-data.ts), with autocannon, and each API
 * route's throughput as a ratio of the static page's. Needs a built dist/ (npm run build). The routes take turns in
 * short rounds (BENCH_ROUNDS, 5 by default, of BENCH_SECONDS / rounds each), so a machine
 * whose other load comes and goes slows every route alike instead of whichever ran then; the
 * machine's load average is printed beside the table.
 */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { PUBLIC_ROUTES } from '../../src/platform/shared/routes.ts';
import { preloadedData } from '../local/preloaded-data.ts';
import { spawnServer } from '../local/spawn-server.ts';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);

interface Tally {
  requests: number;
  seconds: number;
  p99: number[];
  errors: number;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const loadBefore = load();
const server = await spawnServer();
try {
  const pages = PUBLIC_ROUTES.map(({ path }) => path);
  const routes = ['/about', ...(await preloadedData(server.url, pages))];
  // warm caches (the feed seed, the Planning Center cache) before measuring
  for (const route of routes) await (await fetch(`${server.url}${route}`)).arrayBuffer();
  const tallies = new Map<string, Tally>(
    routes.map((r) => [r, { requests: 0, seconds: 0, p99: [], errors: 0 }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of routes) {
      const result = await autocannon({
        url: `${server.url}${route}`,
        connections: 16,
        duration: DURATION_S / ROUNDS,
      });
      const tally = tallies.get(route)!;
      tally.requests += result.requests.total;
      tally.seconds += result.duration;
      tally.p99.push(result.latency.p99);
      tally.errors += result.errors + result.non2xx;
    }
  }
  const rps = (t: Tally) => Math.round(t.requests / t.seconds);
  const staticRps = rps(tallies.get(routes[0]!)!);
  console.log(
    `\nautocannon, 16 connections, ${DURATION_S} s per route in ${ROUNDS} rounds` +
      `\nload average before: ${loadBefore}; after: ${load()}\n`,
  );
  console.log(
    '| route | req/s | p99 ms (worst round) | errors | vs static |\n|---|---|---|---|---|',
  );
  for (const [route, tally] of tallies) {
    const ratio = (rps(tally) / staticRps).toFixed(2);
    console.log(
      `| ${route} | ${rps(tally)} | ${Math.max(...tally.p99)} | ${tally.errors} | ${ratio} |`,
    );
  }
} finally {
  await server.stop();
}
