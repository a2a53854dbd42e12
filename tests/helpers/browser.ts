/** The browser tests' Chromium (tools/audit/chromium.ts), pages and viewports. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../tools/audit/chromium.ts';
import { MODE, TARGET } from './target.ts';

/** One headless Chromium for a test file. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // production mode's media host and Planning Center are https with the suite's own certificate
    const context = await newContext({ ignoreHTTPSErrors: MODE === 'production', ...options });
    // Netlify CLI starts a worker per function request: a page of several calls can take longer
    // than Playwright's 30 s on a loaded runner, after an earlier suite's large upload, and so
    // can the data a gated island asks for once logged in (the directory's tiles, seen missing
    // after 30 s in a suite's set-up, which no retry repeats)
    if (TARGET === 'preview') {
      context.setDefaultNavigationTimeout(120_000);
      context.setDefaultTimeout(60_000);
    }
    return context;
  };
  return browser;
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** The URL of the server started by global-setup. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Opens a page at a site path in a fresh context, failing the test on any page error. */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(path);
  return page;
}
