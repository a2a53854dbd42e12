/**
 * Lighthouse for the audit: mobile, simulated throttling, the median of several runs.
 *
 * Lighthouse's CPU slowdown is relative to the host: its default 4x turns a high-end desktop
 * (benchmark index about 1600) into a mid-tier phone. On a slower machine, such as a shared CI
 * runner, 4x would emulate a far slower phone than intended, so the slowdown is calibrated from
 * the host's own benchmark index, as Lighthouse's docs/throttling.md advises ("Calibrating the
 * CPU slowdown"): the same emulated phone on every machine, never more than the default 4x.
 */
import lighthouse from 'lighthouse';
import type { Row } from './row.ts';

/** The benchmark index of Lighthouse's emulated mid-tier phone: a 1600 desktop slowed 4x. */
const TARGET_INDEX = 400;
const DEFAULT_SLOWDOWN = 4;

export interface LighthouseOptions {
  port: number;
  runs: number;
  /** From calibrate(). */
  cpuSlowdownMultiplier: number;
  /** A first run that scores 100 settles the route (a text page: its score does not wander). */
  firstSettles?: boolean;
  /** A median under this gets as many runs again, once, and the median of all decides. */
  floor?: number;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run; `all` for every category, else performance alone (the one that varies). */
async function run(
  url: string,
  port: number,
  cpuSlowdownMultiplier: number,
  all = true,
): Promise<Result> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: all ? CATEGORIES : ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        // merged into the default mobile throttling: only the CPU slowdown changes
        throttling: { cpuSlowdownMultiplier },
      },
    },
  );
  return result!.lhr;
}

/** The slowdown that makes this host emulate Lighthouse's mid-tier phone, and its index. */
export async function calibrate(
  url: string,
  port: number,
): Promise<{ benchmarkIndex: number; cpuSlowdownMultiplier: number }> {
  const lhr = await run(url, port, DEFAULT_SLOWDOWN, false);
  const benchmarkIndex = lhr.environment.benchmarkIndex;
  return { benchmarkIndex, cpuSlowdownMultiplier: slowdownFor(benchmarkIndex) };
}

/** The slowdown that turns a host of this benchmark index into the emulated phone. */
function slowdownFor(benchmarkIndex: number): number {
  const multiplier = Math.min(DEFAULT_SLOWDOWN, Math.max(1, benchmarkIndex / TARGET_INDEX));
  return Number(multiplier.toFixed(2));
}

/**
 * Lighthouse measures the host again at the start of each run. A shared machine that has since
 * slowed by more than a fifth (another job took the CPU) would emulate a slower phone than
 * intended: such a run is not counted, and the runs after it use the slowdown the host now
 * calls for, as docs/variability.md advises for noisy hosts. At most MAX_RECALIBRATIONS per route.
 */
const MAX_RECALIBRATIONS = 3;
const SLOWED = 0.8;

/** Why Lighthouse gave a run no performance score: its runtime error or the metrics it missed. */
function whyNoScore(lhr: Result): string {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const failed = Object.values(lhr.audits).filter((a) => a.errorMessage);
  return failed.map((a) => `${a.id}: ${a.errorMessage}`).join('; ') || 'no score';
}

/** A run that measured every category (a run that failed to load the page measured none). */
const complete = (lhr: Result) => CATEGORIES.every((id) => lhr.categories[id]?.score != null);

/** Every run's performance score, and the run with the median: Lighthouse's advice on noise. */
async function medianRun(
  url: string,
  options: LighthouseOptions,
): Promise<{ median: Result; first: Result; scores: number[] }> {
  const runs: Result[] = [];
  const score = (lhr: Result) => lhr.categories['performance']?.score ?? 0;
  const perfect = () => runs.filter((r) => score(r) === 1).length;
  // once most of the planned runs scored 100 the median is 100 whatever the others would say, so
  // they are not run: the same verdict as all of them, in about three fifths of the time
  const settled = () =>
    perfect() > options.runs / 2 || (options.firstSettles === true && perfect() === runs.length);
  let slowdown = options.cpuSlowdownMultiplier;
  let recalibrations = 0;
  let planned = options.runs;
  const median = () => runs.toSorted((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)]!;
  for (;;) {
    if (runs.length >= planned || (runs.length && settled())) {
      // a shared runner's slow minute can pull a median under the floor (the same page scored
      // 0.8 to 0.98 within one audit): as many runs again, once, and the median of all decides;
      // a page truly under the floor stays under it
      const low = options.floor !== undefined && score(median()) < options.floor;
      if (!low || planned > options.runs) break;
      console.log(`${url}: median ${score(median())} under the floor: ${planned} more runs`);
      planned *= 2;
    }
    // accessibility, best practices and SEO read the page, which is the same on every run: the
    // first run that measures them is enough, and the others take performance alone, about a
    // sixth sooner each
    const lhr = await run(url, options.port, slowdown, !runs.some(complete));
    const now = slowdownFor(lhr.environment.benchmarkIndex);
    if (now < slowdown * SLOWED && recalibrations < MAX_RECALIBRATIONS) {
      recalibrations++;
      console.log(
        `${url}: host slowed (benchmark index ${lhr.environment.benchmarkIndex}): run again at ${now}x`,
      );
      slowdown = now;
      continue;
    }
    // a run without a score failed to measure: say why, rather than print a bare 0
    if (lhr.categories['performance']?.score == null) console.log(`${url}: ${whyNoScore(lhr)}`);
    runs.push(lhr);
  }
  return {
    median: median(),
    first: runs.find(complete) ?? runs[0]!,
    scores: runs.map(score),
  };
}

/** Scores, timings and bytes by type for a route (budgets are judged by the caller). */
export async function lighthouseRow(url: string, options: LighthouseOptions): Promise<Row> {
  const { median: lhr, first, scores } = await medianRun(url, options);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const firstScore = (id: string) => first.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const details = <T>(id: string) => (lhr.audits[id]?.details as { items?: T[] })?.items ?? [];
  const bytes = Object.fromEntries(
    details<{ resourceType: string; transferSize: number }>('resource-summary').map((i) => [
      i.resourceType,
      i.transferSize,
    ]),
  );
  // the text pages' script budget is about code shipped: decoded bodies, not headers
  const scriptBodyBytes = details<{ resourceType?: string; resourceSize?: number }>(
    'network-requests',
  )
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.resourceSize ?? 0), 0);
  return {
    route: new URL(url).pathname,
    performance: score('performance'),
    performanceRuns: scores,
    accessibility: firstScore('accessibility'),
    bestPractices: firstScore('best-practices'),
    seo: firstScore('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    bytes,
    scriptBodyBytes,
    axeViolations: 0,
    problems: [],
  };
}
