/**
 * /live's policy and zone, and the page in the demo (src/features/live/README.md, its section Privacy):
 * the policy frames only youtube-nocookie.com, the service's time is the church's, the demo's
 * own answer is shown and its player is a local page, and nothing leaves the machine.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import { liveView } from '../../../../src/features/live/shared/view.ts';
import { baseUrl, DESKTOP, launchBrowser, PHONE } from '../../../helpers/browser.ts';
import { CHURCH_ZONE } from '../../../helpers/live-helpers.ts';
import { MODE } from '../../../helpers/target.ts';
import { base, heading, live, LOCAL, openLivePage, service } from './live-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('the church’s time zone, not the visitor’s, names the service’s time', async () => {
  expect(CHURCH_ZONE).toBe('America/New_York');
  const context = await browser.newContext({
    ...DESKTOP,
    baseURL: baseUrl(),
    timezoneId: 'Asia/Tokyo',
  });
  await context.route('**/api/live', (route) =>
    route.fulfill({ json: { ...base, next: service } }),
  );
  const page = await context.newPage();
  await page.goto('/live');
  await expect.poll(() => heading(page).textContent()).toBe('Next service');
  await expect
    .poll(() => page.locator('.live-more').textContent())
    .toBe('Next service: Sunday, Dec 13 at 10:30AM');
  await context.close();
});

test('/live’s policy allows exactly one frame, YouTube’s privacy-enhanced embed', async () => {
  const policy = async (path: string) =>
    (await fetch(`${baseUrl()}${path}`)).headers.get('content-security-policy') ?? '';
  const csp = await policy('/live');
  expect(csp.match(/frame-src [^;]*/g)).toEqual(['frame-src https://www.youtube-nocookie.com']);
  expect(await policy('/')).not.toContain('frame-src');
});

describe.skipIf(MODE !== 'demo')('in the demo', () => {
  test('the page shows the demo’s own answer, and nothing leaves the machine', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl() });
    const outside: string[] = [];
    await context.route(
      (url) => url.protocol !== 'data:' && !LOCAL.has(url.hostname),
      (route) => (outside.push(route.request().url()), route.abort()),
    );
    const page = await context.newPage();
    const answered = page.waitForResponse('**/api/live');
    await page.goto('/live', { waitUntil: 'networkidle' });
    const real = (await (await answered).json()) as LiveAnswer;
    expect(real.player).toBe('demo');
    await expect.poll(() => heading(page).textContent()).toBe(liveView(real, CHURCH_ZONE).heading);
    expect(outside).toEqual([]);
    await context.close();
  });

  test('the demo’s player is a local page written into the frame', async () => {
    const { page, outside } = await openLivePage(browser, DESKTOP, () => ({
      ...live,
      player: 'demo',
    }));
    await page.getByRole('button', { name: 'Play: Advent III' }).click();
    const frame = page.locator('iframe.live-frame');
    expect(await frame.getAttribute('src')).toBeNull();
    await expect
      .poll(() => page.frameLocator('iframe.live-frame').locator('p').textContent())
      .toMatch(/^Demo player: Advent III/);
    expect(outside).toEqual([]);
    await page.context().close();
  });
});
