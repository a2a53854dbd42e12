import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('navigation bar', () => {
  test('collapses to a burger at 375px that opens, closes, and closes on outside click and Escape', async () => {
    const page = await openPage(browser, '/', PHONE);
    const burger = page.getByRole('button', { name: 'Menu' });
    const about = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' });
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await about.isVisible()).toBe(true);
    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    await burger.click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    await burger.focus();
    await page.keyboard.press('Enter');
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('burger');
    await page.context().close();
  });

  test('shows every link without a burger at 1280px', async () => {
    const page = await openPage(browser, '/', DESKTOP);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await page.context().close();
  });
});
