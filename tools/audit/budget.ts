/** The audit's budgets (`npm run audit`, docs/operations.md "Measuring") and the check of a Lighthouse row against them. */
import type { Row } from './row.ts';

/**
 * Every category at 100; a text page light and nearly script-free; an island page's script.
 * Performance reaches 100 on the island pages because nothing runs ahead of their words: the
 * islands hydrate after the first contentful paint (src/platform/browser/scripts/painted-directive.ts) and the
 * browser's locale data loads in a worker (src/platform/browser/scripts/intl-warmup.ts).
 */
export const BUDGET = {
  score: 1,
  textPageBytes: 250 * 1024,
  staticPageScriptBytes: 1024,
  islandPageWireScriptBytes: 80 * 1024,
};
/** Notes on the row each Lighthouse score or weight that misses its budget, and logs the scores. */
export function judgeLighthouse(row: Row, textPage: boolean): void {
  for (const [name, value] of [
    ['performance', row.performance],
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
