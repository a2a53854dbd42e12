/**
 * The login screen (docs/requirements.md section 2) on the real gated pages, in Chromium against the built site.
 * The e2e server is one process and every browser comes from 127.0.0.1, so the failed-login
 * throttle (five free failures per area, then one try every 20 s) is shared by all browser
 * tests: this file fails exactly once.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';

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

/**
 * One login screen for the describe it is called in, opened before its first test and closed
 * after its last; its tests run in order on it, each checking one behaviour.
 */
function sharedLoginScreen(path: string, options = DESKTOP): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await openLoginScreen(path, options);
  });
  afterAll(() => page?.context().close());
  return () => {
    if (!page) throw new Error(`The login screen of ${path} did not open.`);
    return page;
  };
}

describe('the directory’s login screen at 375px', () => {
  const view = sharedLoginScreen('/directory', PHONE);
  const password = () => view().getByLabel('Password');
  const toast = () => view().getByRole('alert').filter({ hasText: 'That password is not correct' });
  let shown = 0;

  test('is headed Church Directory and asks for its password, hidden as typed', async () => {
    const page = view();
    expect(
      await page.getByRole('heading', { level: 1, name: 'Church Directory' }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByText('You need a password to view the Church Directory:').isVisible(),
    ).toBe(true);
    expect(await password().getAttribute('type')).toBe('password');
  });

  test('fits the width', async () => {
    expect(await view().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('passes axe', async () => {
    expect((await new AxeBuilder({ page: view() }).analyze()).violations).toEqual([]);
  });

  test('a wrong password shows the server’s message at the top centre', async () => {
    await password().fill('not-the-password');
    await view().getByRole('button', { name: 'Login' }).click();
    await toast().waitFor();
    shown = Date.now();
    const box = (await toast().boundingBox())!;
    expect(box.y).toBeLessThan(40);
    expect(Math.abs(box.x + box.width / 2 - 375 / 2)).toBeLessThan(2);
  });

  test('focus stays in the field, ready for another try', async () => {
    expect(await focusedId(view())).toBe(await password().getAttribute('id'));
  });

  test('passes axe with the message shown', async () => {
    expect((await new AxeBuilder({ page: view() }).analyze()).violations).toEqual([]);
  });

  test('the message stays 5 s, then goes', async () => {
    await toast().waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThan(4000);
  });
});

describe('a directory session', () => {
  const view = sharedLoginScreen('/directory');
  const logOut = () => view().getByRole('button', { name: 'Log out' });

  test('Enter logs in: the password field makes way for Logged in and Log out', async () => {
    await view().getByLabel('Password').fill(PASSWORDS.directory);
    await view().getByLabel('Password').press('Enter');
    await logOut().waitFor();
    expect(await view().getByText('Logged in').isVisible()).toBe(true);
    expect(await view().getByLabel('Password').count()).toBe(0);
  });

  test('is an HttpOnly, SameSite Strict cookie for the whole site, beside a device cookie', async () => {
    const cookies = await view().context().cookies();
    expect(cookies.find((c) => c.name === 'dcc_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    // the device cookie goes to /login alone (docs/requirements.md section 9)
    expect(cookies.find((c) => c.name === 'dcc_device_directory')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/login',
    });
  });

  test('survives a reload', async () => {
    await view().reload();
    await logOut().waitFor();
  });

  test('Log out brings the screen back, focus in the field, and forgets the session cookie', async () => {
    await logOut().click();
    await view().getByLabel('Password').waitFor();
    expect(await focusedId(view())).toBe(await view().getByLabel('Password').getAttribute('id'));
    // the device cookie stays: the browser has logged in here before
    expect((await view().context().cookies()).map((c) => c.name)).toEqual(['dcc_device_directory']);
  });
});

describe('the teacher portal with a directory session', () => {
  const view = sharedLoginScreen('/directory');
  beforeAll(async () => {
    await view().getByLabel('Password').fill(PASSWORDS.directory);
    await view().getByRole('button', { name: 'Login' }).click();
    await view().getByRole('button', { name: 'Log out' }).waitFor();
    await view().goto('/teacherportal');
    await view().getByLabel('Password').waitFor();
  });

  test('is headed Teacher Portal and asks for its own password', async () => {
    const heading = view().getByRole('heading', { level: 1, name: 'Teacher Portal' });
    expect(await heading.isVisible()).toBe(true);
    expect(
      await view().getByText('You need a password to view the Teacher Portal:').isVisible(),
    ).toBe(true);
  });

  test('offers no Log out: the directory session does not open it', async () => {
    expect(await view().getByRole('button', { name: 'Log out' }).count()).toBe(0);
  });

  test('the teacher password logs in as dccyouth, the fixed username', async () => {
    await view().getByLabel('Password').fill(PASSWORDS.dccyouth);
    await view().getByLabel('Password').press('Enter');
    await view().getByRole('button', { name: 'Log out' }).waitFor();
    expect(
      await view().evaluate(async () => (await (await fetch('/login')).json()) as unknown),
    ).toEqual({ user: 'dccyouth' });
  });
});
