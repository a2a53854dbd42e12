/**
 * The audit's browser part: axe on every route (public ones at a phone's and a desktop's width;
 * gated ones on their login screen and logged in, the directory with its modal open) and the
 * script bytes a phone downloads on each public route after scrolling (wire.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORDS, type Area } from '../../src/platform/server/config/index.ts';
import { launchChromium } from './chromium.ts';
import { TEXT_PATHS, type GatedRoute } from '../../src/platform/shared/routes.ts';
import { BUDGET } from './budget.ts';
import type { Row } from './row.ts';
import { scriptBytesAfterScroll } from './wire.ts';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length})`);
}

async function axePublic(browser: Browser, base: string, route: string, row: Row): Promise<void> {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: base });
    const page = await context.newPage();
    await page.goto(route, { waitUntil: 'networkidle' });
    const violations = await axeViolations(page);
    row.axeViolations += violations.length;
    if (violations.length)
      row.problems.push(`axe at ${viewport.width}px: ${violations.join(', ')}`);
    await context.close();
  }
}

async function logIn(page: Page, base: string, user: Area): Promise<void> {
  const response = await page.request.post('/login', {
    data: { username: user, password: DEMO_PASSWORDS[user] },
    headers: { Origin: base },
  });
  if (!response.ok()) throw new Error(`login as ${user} failed: ${response.status()}`);
}

/** What to click on a gated page to audit a dialog too: the directory's first tile. */
const DIALOGS: Record<string, string> = { '/directory': 'button.tile' };

async function axeGated(browser: Browser, base: string, gated: GatedRoute): Promise<Row> {
  const open = DIALOGS[gated.path];
  const row: Row = {
    route: open ? `${gated.path} (modal open)` : gated.path,
    axeViolations: 0,
    problems: [],
  };
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: base,
  });
  const page = await context.newPage();
  // the login screen itself, then the area logged in
  await page.goto(gated.path, { waitUntil: 'networkidle' });
  const before = await axeViolations(page);
  await logIn(page, base, gated.area);
  await page.goto(gated.path, { waitUntil: 'networkidle' });
  if (gated.ready) await page.locator(gated.ready).first().waitFor();
  if (open) {
    await page.locator(open).first().click();
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

/**
 * Adds axe's findings and the wire bytes to each public route's row (made here when Lighthouse
 * did not run), and a row per gated route; judged against the budgets as it goes.
 */
export async function browserRows(
  base: string,
  rows: Row[],
  publicRoutes: string[],
  gatedRoutes: GatedRoute[],
): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const route of publicRoutes) {
      let row = rows.find((r) => r.route === route);
      if (!row) rows.push((row = { route, axeViolations: 0, problems: [] }));
      await axePublic(browser, base, route, row);
      row.wireScriptBytes = await scriptBytesAfterScroll(browser, base, route);
      if (!TEXT_PATHS.includes(route) && row.wireScriptBytes > BUDGET.islandPageWireScriptBytes)
        row.problems.push(
          `script after scrolling ${row.wireScriptBytes} B > ${BUDGET.islandPageWireScriptBytes} B`,
        );
    }
    for (const gated of gatedRoutes) rows.push(await axeGated(browser, base, gated));
  } finally {
    await browser.close();
  }
}
