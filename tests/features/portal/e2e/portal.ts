/**
 * What the teacher portal's browser suites (portal*.test.ts) share: a browser, a logged-in portal
 * page, the API's answers as the page sees them, and axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { PASSWORDS } from '../../../helpers/passwords.ts';
import { DESKTOP, launchBrowser, openPage } from '../../../helpers/browser.ts';

let browser: Browser;
/** Starts Chromium for the file's tests. */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
}

/** A portal page, logged in through its login screen, with the portal menu shown. */
export async function openPortal(path = '/teacherportal', options = DESKTOP): Promise<Page> {
  const page = await openPage(browser, path, options);
  await page.getByRole('heading', { name: 'Teacher Portal', level: 1 }).waitFor();
  await page.getByText('You need a password to view the Teacher Portal:').waitFor();
  await page.getByLabel('Password').fill(PASSWORDS.dccyouth);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Teacher portal' }).waitFor();
  return page;
}

/**
 * One logged-in portal page for the describe it is called in, opened before its first test and
 * closed after its last; its tests run in order on it, each checking one behaviour.
 */
export function sharedPortal(path = '/teacherportal', options = DESKTOP): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await openPortal(path, options);
  });
  afterAll(() => page?.context().close());
  return () => {
    if (!page) throw new Error(`The portal page ${path} did not open.`);
    return page;
  };
}

/** A JSON answer read with the page's session. */
export const get = async <T>(page: Page, path: string) =>
  (await (await page.request.get(path)).json()) as T;

/** Axe's violations on the page, as 'rule: targets' lines (empty when none). */
export const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
