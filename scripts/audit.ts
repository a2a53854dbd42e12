/**
 * `npm run audit`: builds the site, serves it as `npm start` does, then runs Lighthouse (mobile,
 * simulated throttling) on every public route and axe on every route (gated ones logged in, the
 * directory with its modal open). Prints a table per route and exits 1 when a budget is missed.
 * `--no-build` reuses dist/. Results are also written to reports/audit.json.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { launch } from 'chrome-launcher';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORDS, type Area } from '../src/server/config.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchBrowser } from '../tests/e2e/browser.ts';
import { spawnServer } from '../tests/helpers/spawn-server.ts';
import { GATED_ROUTES, PUBLIC_ROUTES, TEXT_ROUTES, type GatedRoute } from '../tests/e2e/routes.ts';

/** Lighthouse runs per route; the run with the median performance score is reported. */
const RUNS = Number(process.env['AUDIT_RUNS'] ?? 3);
const BUDGET = { score: 0.95, textPageBytes: 250 * 1024, staticPageScriptBytes: 1024 };

interface Row {
  route: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  bytes?: Record<string, number>;
  axeViolations: number;
  problems: string[];
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['--no-install', 'astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

// `node scripts/audit.ts [--no-build] [/route ...]` audits only the routes named
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const publicRoutes = only.length ? PUBLIC_ROUTES.filter((r) => only.includes(r)) : PUBLIC_ROUTES;
const gatedRoutes = only.length ? GATED_ROUTES.filter((r) => only.includes(r.path)) : GATED_ROUTES;

const server = await spawnServer();
const rows: Row[] = [];
try {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    for (const route of publicRoutes) rows.push(await lighthouseRow(route, chrome.port));
  } finally {
    chrome.kill();
  }
  const browser = await launchBrowser();
  try {
    for (const route of publicRoutes) {
      const row = rows.find((r) => r.route === route)!;
      row.axeViolations = await axePublic(browser, route, row);
    }
    for (const gated of gatedRoutes) rows.push(await axeGated(browser, gated));
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

printTable(rows);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/audit.json', JSON.stringify(rows, null, 2));
const failed = rows.filter((r) => r.problems.length);
for (const row of failed) console.log(`✗ ${row.route}: ${row.problems.join('; ')}`);
console.log(
  failed.length ? `\n${failed.length} route(s) missed a budget` : '\nEvery route met every budget',
);
process.exit(failed.length ? 1 : 0);

async function medianRun(url: string, port: number) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    runs.push(result!.lhr);
  }
  // Lighthouse's own advice: scores vary run to run, so judge the median of several runs
  runs.sort(
    (a, b) => (a.categories['performance']?.score ?? 0) - (b.categories['performance']?.score ?? 0),
  );
  return runs[Math.floor(runs.length / 2)]!;
}

async function lighthouseRow(route: string, port: number): Promise<Row> {
  const lhr = await medianRun(`${server.url}${route}`, port);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const items =
    (
      lhr.audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  const bytes = Object.fromEntries(items.map((i) => [i.resourceType, i.transferSize]));
  // the script budget is about code shipped, so it counts decoded bodies, not response headers
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; resourceSize?: number }[];
      }
    )?.items ?? [];
  const scriptBodyBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.resourceSize ?? 0), 0);
  const row: Row = {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    bytes,
    axeViolations: 0,
    problems: [],
  };
  for (const [name, value] of [
    ['performance', row.performance],
    ['accessibility', row.accessibility],
    ['best practices', row.bestPractices],
    ['SEO', row.seo],
  ] as const) {
    if ((value ?? 0) < BUDGET.score) row.problems.push(`${name} ${value} < ${BUDGET.score}`);
  }
  if (TEXT_ROUTES.includes(route) && (bytes['total'] ?? 0) > BUDGET.textPageBytes) {
    row.problems.push(`page weight ${bytes['total']} B > ${BUDGET.textPageBytes} B`);
  }
  if (TEXT_ROUTES.includes(route) && scriptBodyBytes > BUDGET.staticPageScriptBytes) {
    row.problems.push(`script ${scriptBodyBytes} B > ${BUDGET.staticPageScriptBytes} B`);
  }
  console.log(
    `lighthouse ${route}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`,
  );
  return row;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length})`);
}

async function axePublic(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  route: string,
  row: Row,
): Promise<number> {
  let count = 0;
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: server.url });
    const page = await context.newPage();
    await page.goto(route, { waitUntil: 'networkidle' });
    const violations = await axeViolations(page);
    count += violations.length;
    if (violations.length)
      row.problems.push(`axe at ${viewport.width}px: ${violations.join(', ')}`);
    await context.close();
  }
  return count;
}

async function logIn(page: Page, user: Area): Promise<void> {
  const response = await page.request.post('/login', {
    data: { username: user, password: DEMO_PASSWORDS[user] },
    headers: { Origin: server.url },
  });
  if (!response.ok()) throw new Error(`login as ${user} failed: ${response.status()}`);
}

async function axeGated(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  gated: GatedRoute,
): Promise<Row> {
  const row: Row = { route: gated.label ?? gated.path, axeViolations: 0, problems: [] };
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: server.url,
  });
  const page = await context.newPage();
  // the login screen itself, then the area logged in
  await page.goto(gated.path, { waitUntil: 'networkidle' });
  const before = await axeViolations(page);
  await logIn(page, gated.user);
  await page.goto(gated.path, { waitUntil: 'networkidle' });
  if (gated.ready) await page.locator(gated.ready).first().waitFor();
  if (gated.open) {
    await page.locator(gated.open).first().click();
    await page.getByRole('dialog').waitFor();
  }
  const after = await axeViolations(page);
  row.axeViolations = before.length + after.length;
  if (before.length) row.problems.push(`axe on the login screen: ${before.join(', ')}`);
  if (after.length) row.problems.push(`axe logged in: ${after.join(', ')}`);
  await context.close();
  console.log(`axe ${row.route}: ${row.axeViolations} violation(s)`);
  return row;
}

function printTable(all: Row[]): void {
  const kb = (n: number | undefined) => (n === undefined ? '-' : (n / 1024).toFixed(1));
  const header = [
    'route',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'html KB',
    'css KB',
    'js KB',
    'img KB',
    'font KB',
    'total KB',
    'axe',
  ];
  const lines = all.map((r) => [
    r.route,
    r.performance ?? '-',
    r.accessibility ?? '-',
    r.bestPractices ?? '-',
    r.seo ?? '-',
    r.lcpMs ?? '-',
    r.cls ?? '-',
    r.tbtMs ?? '-',
    kb(r.bytes?.['document']),
    kb(r.bytes?.['stylesheet']),
    kb(r.bytes?.['script']),
    kb(r.bytes?.['image']),
    kb(r.bytes?.['font']),
    kb(r.bytes?.['total']),
    r.axeViolations,
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}
