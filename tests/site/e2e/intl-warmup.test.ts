/**
 * The pages whose islands show church times or sort names load the browser's locale data in a
 * worker as they start (src/platform/browser/scripts/intl-warmup.ts), so the islands' first render does not.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_ZONE } from '../../../src/platform/shared/dates.ts';
import { baseUrl, launchBrowser, PHONE } from '../../helpers/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('locale data loaded off the main thread', () => {
  test.each(['/', '/events', '/media', '/worship', '/youth'])(
    '%s starts the worker, which loads the data and ends',
    async (path) => {
      const context = await browser.newContext({ ...PHONE, baseURL: baseUrl() });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      // it is handed the church's zone, and closes itself once the data is loaded
      const closed = new Promise<string>((resolve) =>
        page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))),
      );
      await page.goto(path);
      expect(new URL(await closed).pathname).toMatch(/^\/_astro\/intl-warmup-worker-[\w-]+\.js$/);
      expect(await page.locator('[data-intl-warmup]').getAttribute('data-intl-warmup')).toBe(
        process.env['CHURCH_TIMEZONE'] ?? DEFAULT_ZONE,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('a text page starts no worker', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(workers).toEqual([]);
    await context.close();
  });
});
