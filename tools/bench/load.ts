/**
 * Load on the local server: requests per second and p99 latency for /api/media,
 * /api/events/church and a static page, with autocannon, and each API route's throughput as a
 * ratio of the static page's. Needs a built dist/ (npm run build).
 */
import autocannon from 'autocannon';
import { spawnServer } from '../../tests/helpers/spawn-server.ts';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const routes = ['/about', '/api/media', '/api/events/church'];

const server = await spawnServer();
try {
  // warm caches (the feed seed, the Planning Center cache) before measuring
  for (const route of routes) await (await fetch(`${server.url}${route}`)).arrayBuffer();
  const results: { route: string; rps: number; p99: number; errors: number }[] = [];
  for (const route of routes) {
    const result = await autocannon({
      url: `${server.url}${route}`,
      connections: 16,
      duration: DURATION_S,
    });
    results.push({
      route,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const staticRps = results[0]!.rps;
  console.log(`\nautocannon, 16 connections, ${DURATION_S} s per route\n`);
  console.log('| route | req/s | p99 ms | errors | vs static |\n|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.route} | ${r.rps} | ${r.p99} | ${r.errors} | ${(r.rps / staticRps).toFixed(2)} |`,
    );
  }
} finally {
  await server.stop();
}
