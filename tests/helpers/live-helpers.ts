/** Shared set-up for the live-data pages' browser tests: a far-away clock, mocks, axe, audio. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** The browser's zone: far from the church's, so host-zone leaks would show. */
export const VISITOR_ZONE = 'Asia/Tokyo';
/** The church's zone the site is built with (CHURCH_TIMEZONE unset in tests). */
export const CHURCH_ZONE = process.env['CHURCH_TIMEZONE'] ?? 'America/New_York';

/** JSON answers to serve instead of the real endpoints, by path. */
export type Mocks = Record<string, unknown>;

/** Opens a page with the browser clock in VISITOR_ZONE; page errors fail the test. */
export async function openLive(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
  mocks: Mocks = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    baseURL: baseUrl(),
    timezoneId: VISITOR_ZONE,
  });
  for (const [route, body] of Object.entries(mocks)) {
    await context.route(`**${route}`, (r) => r.fulfill({ json: body }));
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(path);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    VISITOR_ZONE,
  );
  return page;
}

/**
 * One page for the describe it is called in: opened (as openLive) before the describe's first
 * test and closed after its last. Its tests run in order on it, each named for one behaviour,
 * so a file opens a page once rather than once per check.
 */
export function sharedPage(
  browser: () => Browser,
  path: string | (() => string),
  options: BrowserContextOptions,
  mocks: Mocks = {},
): () => Page {
  let page: Page | undefined;
  // a function when the path is known only once the file's own beforeAll has run
  const where = () => (typeof path === 'string' ? path : path());
  beforeAll(async () => {
    page = await openLive(browser(), where(), options, mocks);
  });
  afterAll(() => page?.context().close());
  return () => {
    if (!page) throw new Error(`The shared page ${where()} did not open.`);
    return page;
  };
}

/** GETs a real endpoint of the test server. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Axe's violations on the page, as 'rule: targets' lines (empty when none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Waits until the audio element is really playing (not paused, time moving). */
export async function expectPlaying(audio: Locator): Promise<void> {
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** True when the page is wider than the viewport (a horizontal scroll bar at 375 px). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
