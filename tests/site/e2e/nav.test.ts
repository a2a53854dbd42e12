/** The navigation bar: a burger menu on a phone, every link on a desktop. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../../helpers/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// One phone page; its tests run in order on it, each checking one behaviour of the burger.
describe('navigation bar at 375px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, '/', PHONE);
  });
  afterAll(() => page.context().close());
  const burger = () => page.getByRole('button', { name: 'Menu' });
  const expanded = () => burger().getAttribute('aria-expanded');
  const about = () =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });

  test('collapses to a closed burger', async () => {
    await expect.poll(() => about().isVisible()).toBe(false);
    expect(await expanded()).toBe('false');
  });

  test('the burger opens the menu', async () => {
    await burger().click();
    expect(await expanded()).toBe('true');
    expect(await about().isVisible()).toBe(true);
  });

  test('the burger closes it again', async () => {
    await burger().click();
    expect(await expanded()).toBe('false');
  });

  test('a click outside closes it', async () => {
    await burger().click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await expanded()).toBe('false');
  });

  test('Enter on the focused burger opens it', async () => {
    await burger().focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toBe('true');
  });

  test('Escape closes it, focus back on the burger', async () => {
    await page.keyboard.press('Escape');
    expect(await expanded()).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('burger');
  });
});

describe('navigation bar at 1280px', () => {
  test('shows every link without a burger', async () => {
    const page = await openPage(browser, '/', DESKTOP);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    // a nav with no links would pass the loop below: it must hold About at least
    expect(await links.filter({ hasText: 'About' }).count()).toBe(1);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await page.context().close();
  });
});
