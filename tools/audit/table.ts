/** The audit's table of scores, timings and bytes per route, printed as Markdown. */
import type { Row } from './row.ts';

/** Prints one row per route. */
export function printTable(all: Row[]): void {
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
    'js KB after scroll',
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
    r.wireScriptBytes === undefined ? '-' : kb(r.wireScriptBytes),
    r.axeViolations,
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}
