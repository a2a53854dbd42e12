/**
 * /admin/ as `npm start` serves it, without the local backend: the page asks for nothing that
 * fails. Decap asks its local backend only where `npm run cms` turns it on (constants.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser } from '../../../helpers/browser.ts';

describe('the content editor without the local backend', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('/admin/ shows the GitHub login and asks for nothing that fails', async () => {
    const page = await browser.newPage({ baseURL: baseUrl() });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
    await page.goto('/admin/');
    await page.getByRole('button', { name: /GitHub/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await page.close();
  });
});
