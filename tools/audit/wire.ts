/**
 * Script bytes on the wire for a reader on a phone: the page is opened at 375 px and scrolled
 * to the bottom at a reading pace, so islands that hydrate when they come into view load too;
 * every script is counted once the network is quiet, with its response headers as well as its
 * compressed body (what the phone receives for it), including the scripts of workers and those
 * the page prefetched for later (those arrive as `prefetch`, not as `script`), each URL once.
 */
import type { Browser } from 'playwright-core';

/** Compressed script bytes a reader's phone downloads on the route after scrolling through it. */
export async function scriptBytesAfterScroll(
  browser: Browser,
  baseURL: string,
  route: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL });
  const page = await context.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on('requestfinished', (request) => {
    const isScript =
      request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
    if (isScript && !sizes.has(request.url()))
      sizes.set(
        request.url(),
        request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
      );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  // a reading pace: a third of a screen every 150 ms until the footer is in view
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, 250);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const total = (await Promise.all(sizes.values())).reduce((sum, n) => sum + n, 0);
  await context.close();
  return total;
}
