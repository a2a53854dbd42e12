/** What the audit records per route. */
export interface Row {
  route: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  /** Every Lighthouse run's performance score, in run order; `performance` is their median. */
  performanceRuns?: number[];
  bytes?: Record<string, number>;
  /** Decoded script bytes Lighthouse saw load (the text pages' budget). */
  scriptBodyBytes?: number;
  /** Compressed script bytes after a reader scrolls through the page (wire.ts). */
  wireScriptBytes?: number;
  axeViolations: number;
  problems: string[];
}
