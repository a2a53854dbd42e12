/**
 * A reader on a phone on a mobile connection who scrolls to a live list once the page has loaded
 * (its load event, the network quiet and the main thread idle) meets the list, not its skeleton (docs/architecture.md section 8): each island's data and whole
 * import graph arrive with the page, and it hydrates once the page has painted, not on scroll.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, PHONE } from '../../helpers/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbps down, 750 kbps up, a 4x slower CPU. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface Sighting {
  /** The most skeleton placeholders in view in one frame. */
  most: number;
  /** How long (ms) any was in view after the scroll. */
  shownMs: number;
}

/**
 * Scrolls the island at `index` to the top of the viewport and watches every frame until it has
 * hydrated and holds no placeholder (or `limitMs` passes), counting placeholders in view.
 */
function watchScroll([index, limitMs]: [number, number]): Promise<Sighting> {
  const inView = () =>
    [...document.querySelectorAll('[class*="skeleton"], [class*="placeholder"]')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0 && box.height > 0;
    }).length;
  const island = document.querySelectorAll('astro-island[client="painted"]')[index]!;
  // an island is `display: contents`: scroll to what it holds
  island.firstElementChild!.scrollIntoView({ block: 'start', behavior: 'instant' });
  const start = performance.now();
  let most = 0;
  let lastSeen = -1;
  return new Promise((resolve) => {
    const frame = () => {
      const now = performance.now();
      const count = inView();
      most = Math.max(most, count);
      if (count) lastSeen = now;
      const settled =
        !island.hasAttribute('ssr') &&
        !island.querySelector('[class*="skeleton"], [class*="placeholder"]');
      if ((settled && !count) || now - start > limitMs)
        resolve({ most, shownMs: lastSeen < 0 ? 0 : Math.round(lastSeen - start) });
      else requestAnimationFrame(frame);
    };
    frame();
  });
}

/** Settles once the main thread has had an idle moment (or after 5 s of none). */
function idle(): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));
}

/**
 * Opens the page and waits for its load event and for the network to fall quiet. A file stalled
 * by a loaded test machine's S3 does not stop the check (what the islands need is checked frame
 * by frame after), but it is named, so it can be looked into.
 */
async function load(page: Page, path: string): Promise<void> {
  const pending = new Set<string>();
  page.on('request', (r) => pending.add(r.url()));
  page.on('requestfinished', (r) => pending.delete(r.url()));
  page.on('requestfailed', (r) => pending.delete(r.url()));
  await page.goto(path, { waitUntil: 'load', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {
    console.warn(
      `${path}: the network never fell quiet; still loading: ${[...pending].join(', ')}`,
    );
  });
}

describe('no skeleton in view on a slow phone', () => {
  test.each(['/', '/youth', '/events', '/media', '/worship', '/groups'])(
    '%s: scrolling to each live list after load shows the list, not placeholders',
    async (path) => {
      const context = await browser.newContext({ ...PHONE, baseURL: baseUrl() });
      // as the CDN would: the page's files and answers warm, then a phone that has none of them
      await load(await context.newPage(), path);
      const page = await (await browser.newContext({ ...PHONE, baseURL: baseUrl() })).newPage();
      await slowPhone(page);
      await load(page, path);
      // loaded also means the page's own scripts have run: on a shared, busy CI machine the
      // network can fall quiet while the throttled main thread is still running them
      await page.evaluate(idle);
      const islands = await page.locator('astro-island[client="painted"]').count();
      expect(islands).toBeGreaterThan(0);
      const seen: Sighting[] = [];
      for (let index = 0; index < islands; index++)
        seen.push(await page.evaluate(watchScroll, [index, 10_000] as [number, number]));
      console.log(`${path}: ${JSON.stringify(seen)}`);
      expect(seen).toEqual(seen.map(() => ({ most: 0, shownMs: 0 })));
      await page.context().close();
      await context.close();
    },
  );
});
