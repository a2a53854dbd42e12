/**
 * `npm run audit`: builds the site, serves it as `npm start` does, then runs Lighthouse (mobile,
 * simulated throttling) on every public route and, in a browser, axe on every route (gated ones
 * logged in, the directory with its modal open) and the script a phone downloads on each public
 * route (audit/axe.ts). Prints a table per route and exits 1 when a budget is missed.
 * `--no-build` reuses dist/. `--lighthouse` or `--axe` runs only that part: `npm test` runs the
 * browser part beside the other suites and Lighthouse alone, since it times pages on this
 * machine's CPU. Results are written to reports/audit.json (audit-lighthouse.json or
 * audit-axe.json for one part).
 */
import { spawnSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './audit/chromium.ts';
import { preloadedData } from './local/preloaded-data.ts';
import { spawnServer } from './local/spawn-server.ts';
import { GATED_ROUTES, PUBLIC_ROUTES, TEXT_PATHS } from '../src/platform/shared/routes.ts';
import { browserRows } from './audit/axe.ts';
import { BUDGET, judgeLighthouse } from './audit/budget.ts';
import { calibrate, lighthouseRow } from './audit/lighthouse.ts';
import type { Row } from './audit/row.ts';
import { printTable } from './audit/table.ts';

/**
 * Lighthouse runs per route; the run with the median performance score is reported. Five, as
 * Lighthouse's docs/variability.md advises: a shared VM's noise moves single runs of the island
 * pages now and then (a 99 in about one run in twenty-five here), the median of five does not.
 * A route stops early once most of its runs scored 100, which settles the median
 * (audit/lighthouse.ts).
 */
const RUNS = Number(process.env['AUDIT_RUNS'] ?? 5);
/**
 * A text page runs no script of its own, so its score does not wander: a first run that scores
 * 100 settles it; otherwise the median of three.
 */
const TEXT_PAGE_RUNS = Math.min(RUNS, 3);
/**
 * Pages a function fills in, audited beside the static routes: one group's and one event's with
 * a sign-up (the demo's).
 */
const FUNCTION_ROUTES = [
  '/groups/7001-tuesday-night-bible-study',
  '/events/6101-9-00-am-service-registration-required',
];

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['--no-install', 'astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const part = args.includes('--lighthouse') ? 'lighthouse' : args.includes('--axe') ? 'axe' : null;

// `node tools/audit.ts [--no-build] [/route ...]` audits only the routes named
const only = args.filter((arg) => arg.startsWith('/'));
const allPublic = [...PUBLIC_ROUTES.map(({ path }) => path), ...FUNCTION_ROUTES];
const publicRoutes = only.length ? allPublic.filter((r) => only.includes(r)) : allPublic;
const gatedRoutes = only.length ? GATED_ROUTES.filter((r) => only.includes(r.path)) : GATED_ROUTES;

const server = await spawnServer();
const rows: Row[] = [];
// the CDN keeps these answers (s-maxage): measure pages against warm functions, as readers meet them
for (const path of await preloadedData(server.url, allPublic)) await fetch(`${server.url}${path}`);
try {
  if (part !== 'axe') await lighthouseRows();
  if (part !== 'lighthouse') await browserRows(server.url, rows, publicRoutes, gatedRoutes);
} finally {
  await server.stop();
}

printTable(rows);
mkdirSync('reports', { recursive: true });
writeFileSync(`reports/audit${part ? `-${part}` : ''}.json`, JSON.stringify(rows, null, 2));
const failed = rows.filter((r) => r.problems.length);
for (const row of failed) console.log(`✗ ${row.route}: ${row.problems.join('; ')}`);
console.log(
  failed.length ? `\n${failed.length} route(s) missed a budget` : '\nEvery route met every budget',
);
process.exit(failed.length ? 1 : 0);

/** Lighthouse on every public route, each judged against the budgets, into `rows`. */
async function lighthouseRows(): Promise<void> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const cpu = await calibrate(server.url, chrome.port);
    console.log(
      `host benchmark index ${cpu.benchmarkIndex}: CPU slowdown ${cpu.cpuSlowdownMultiplier}x`,
    );
    const floor = BUDGET.performanceFloor;
    for (const route of publicRoutes) {
      const text = TEXT_PATHS.includes(route);
      const runs = text ? TEXT_PAGE_RUNS : RUNS;
      const options = { port: chrome.port, runs, firstSettles: text, floor, ...cpu };
      const row = await lighthouseRow(`${server.url}${route}`, options);
      judgeLighthouse(row, text);
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
}
