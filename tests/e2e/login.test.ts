/**
 * The login screen (docs/requirements.md section 2) on the real gated pages, in Chromium against the built site.
 * The e2e server is one process and every browser comes from 127.0.0.1, so the failed-login
 * throttle (five free failures per area, then one try every 20 s) is shared by all browser
 * tests: this file fails exactly once.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser.ts';
import { PASSWORDS } from '../helpers/passwords.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openLoginScreen(path: string, options = DESKTOP): Promise<Page> {
  const page = await openPage(browser, path, options);
  await page.getByLabel('Password').waitFor();
  return page;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('login screen', () => {
  test('asks for the directory password; a wrong one shows the server’s message at the top centre for 5 s', async () => {
    const page = await openLoginScreen('/directory', PHONE);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Church Directory' }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByText('You need a password to view the Church Directory:').isVisible(),
    ).toBe(true);
    const password = page.getByLabel('Password');
    expect(await password.getAttribute('type')).toBe('password');
    // usable at 375px: nothing sticks out sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'That password is not correct' });
    await toast.waitFor();
    const shown = Date.now();
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(40);
    expect(Math.abs(box.x + box.width / 2 - 375 / 2)).toBeLessThan(2);
    // focus stays in the field, ready for another try
    expect(await focusedId(page)).toBe(await password.getAttribute('id'));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThan(4000);
    await page.context().close();
  });

  test('Enter logs in, the session survives a reload, and Log out brings the screen back', async () => {
    const page = await openLoginScreen('/directory');
    await page.getByLabel('Password').fill(PASSWORDS.directory);
    await page.getByLabel('Password').press('Enter');
    const logOut = page.getByRole('button', { name: 'Log out' });
    await logOut.waitFor();
    expect(await page.getByText('Logged in').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').count()).toBe(0);

    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({
      name: 'dcc_session',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });

    await page.reload();
    await logOut.waitFor();
    await logOut.click();
    await page.getByLabel('Password').waitFor();
    expect(await focusedId(page)).toBe(await page.getByLabel('Password').getAttribute('id'));
    expect(await page.context().cookies()).toEqual([]);
    await page.context().close();
  });
});

describe('login screen', () => {
  test('the teacher portal is titled Teacher Portal and refuses a directory session', async () => {
    const page = await openLoginScreen('/directory');
    await page.getByLabel('Password').fill(PASSWORDS.directory);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    await page.goto('/teacherportal');
    await page.getByLabel('Password').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Teacher Portal' }).isVisible()).toBe(
      true,
    );
    expect(
      await page.getByText('You need a password to view the Teacher Portal:').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);

    // the portal sends the fixed username dccyouth with the teacher password
    await page.getByLabel('Password').fill(PASSWORDS.dccyouth);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(
      await page.evaluate(async () => (await (await fetch('/login')).json()) as unknown),
    ).toEqual({
      user: 'dccyouth',
    });
    await page.context().close();
  });
});
