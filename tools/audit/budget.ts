/** The audit's budgets (`npm run audit`, docs/operations.md "Measuring") and the check of a Lighthouse row against them. */
import type { Row } from './row.ts';

/**
 * Accessibility, best practices and SEO at 100; performance aimed at 100 and held at 90, the
 * floor of Lighthouse's green band; a text page light and nearly script-free; an island page's
 * script. Island pages score near 100 because nothing runs ahead of their words: the islands
 * hydrate after the first contentful paint (src/platform/browser/scripts/painted-directive.ts)
 * and the browser's locale data loads in a worker (src/platform/browser/scripts/intl-warmup.ts).
 * Their simulated first paint moves with the runner's Chromium and CPU (the same pages scored
 * 100 on one runner and 96 to 99 on the next), so a score under 100 is printed, and only one
 * under the floor, which a real regression such as a script ahead of the words reaches, fails.
 */
export const BUDGET = {
  score: 1,
  performanceFloor: 0.9,
  textPageBytes: 250 * 1024,
  staticPageScriptBytes: 1024,
  islandPageWireScriptBytes: 80 * 1024,
};
/** Notes on the row each Lighthouse score or weight that misses its budget, and logs the scores. */
export function judgeLighthouse(row: Row, textPage: boolean): void {
  const performance = row.performance ?? 0;
  if (performance < BUDGET.performanceFloor)
    row.problems.push(`performance ${performance} < ${BUDGET.performanceFloor}`);
  else if (performance < BUDGET.score)
    console.log(`${row.route}: performance ${performance}, under 100 but above the floor`);
  for (const [name, value] of [
    ['accessibility', row.accessibility],
    ['best practices', row.bestPractices],
    ['SEO', row.seo],
  ] as const) {
    if ((value ?? 0) < BUDGET.score) row.problems.push(`${name} ${value} < ${BUDGET.score}`);
  }
  const total = row.bytes?.['total'] ?? 0;
  if (textPage && total > BUDGET.textPageBytes)
    row.problems.push(`page weight ${total} B > ${BUDGET.textPageBytes} B`);
  const script = row.scriptBodyBytes ?? 0;
  if (textPage && script > BUDGET.staticPageScriptBytes)
    row.problems.push(`script ${script} B > ${BUDGET.staticPageScriptBytes} B`);
  console.log(
    `lighthouse ${row.route}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}` +
      ` (performance by run: ${row.performanceRuns?.join(' ')})`,
  );
}
