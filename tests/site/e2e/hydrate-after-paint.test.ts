/**
 * Island pages paint their words first: the islands' code (React) is fetched and run only after
 * the page's first contentful paint (src/platform/browser/scripts/painted-directive.ts, `client:painted`).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, PHONE } from '../../helpers/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Holds back the page's first paint, as a slow phone does, and notes when an island hydrates. */
function slowPaint(holdMs: number): void {
  const hold = () => {
    document.documentElement.style.visibility = 'hidden';
    setTimeout(() => document.documentElement.style.removeProperty('visibility'), holdMs);
  };
  new MutationObserver((records, observer) => {
    if (document.documentElement.style.visibility === '') hold();
    // Astro removes an island's `ssr` attribute once it has hydrated
    if (records.some((r) => r.attributeName === 'ssr')) {
      (window as { hydratedAt?: number }).hydratedAt ??= performance.now();
      observer.disconnect();
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['ssr'],
  });
}

describe('islands hydrate after the first paint', () => {
  test.each(['/', '/events', '/media', '/worship', '/youth'])(
    '%s runs React only once its words have painted',
    async (path) => {
      // tall enough that every island is in view at once
      const context = await browser.newContext({
        ...PHONE,
        viewport: { width: 390, height: 10000 },
        baseURL: baseUrl(),
      });
      const page = await context.newPage();
      await page.addInitScript(slowPaint, 2000);
      await page.goto(path);
      await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
      const { paint, hydrated } = await page.evaluate(async () => {
        const fcp = await new Promise<PerformanceEntry>((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry);
          }).observe({ type: 'paint', buffered: true }),
        );
        return { paint: fcp.startTime, hydrated: (window as { hydratedAt?: number }).hydratedAt };
      });
      expect(paint).toBeGreaterThanOrEqual(2000);
      expect(hydrated).toBeGreaterThan(paint);
      await context.close();
    },
  );

  test('a page opened in a background tab hydrates without waiting for a paint', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' }),
    );
    await page.addInitScript(slowPaint, 30_000);
    await page.goto('/events');
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    // not the fallback a few seconds after load: that would ask for the islands' code only after
    // the load event, while a hidden page asks for it at once, so its load event waits for it.
    // An order, not a clock, so a slow server cannot make it pass or fail.
    const { requested, loaded, paints } = await page.evaluate(() => {
      const island = document.querySelector('astro-island[client="painted"]');
      const url = new URL(island?.getAttribute('component-url') ?? '', location.href).href;
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        requested: performance.getEntriesByName(url)[0]?.startTime,
        loaded: (navigation as PerformanceNavigationTiming).loadEventStart,
        paints: performance.getEntriesByType('paint').length,
      };
    });
    expect(requested).toBeLessThan(loaded);
    expect(paints).toBe(0);
    await context.close();
  });
});
