/**
 * The click-to-play art keeps its words readable (docs/requirements.md section 4, "Players"): on the home
 * page, the sermon cards and the worship samples, at 375 and 1280 px, the play mark sits in the
 * art's bottom-right corner, clear of the title in the middle and the name at the bottom left.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['375px', PHONE],
  ['1280px', DESKTOP],
] as const)('the play mark on the art at %s', (_size, options) => {
  test.each(['/', '/media', '/worship'])('%s: in the bottom-right corner', async (path) => {
    const page = await openPage(browser, path, options);
    const marks = page.locator('.player-button svg');
    await marks.first().waitFor();
    const places = await marks.evaluateAll((svgs) =>
      svgs.map((svg) => {
        const mark = svg.getBoundingClientRect();
        const art = svg.closest('.player')!.getBoundingClientRect();
        return {
          rightHalf: mark.left >= art.left + art.width / 2,
          lowerHalf: mark.top >= art.top + art.height / 2,
          inside: mark.right <= art.right && mark.bottom <= art.bottom,
        };
      }),
    );
    expect(places.length).toBeGreaterThan(0);
    for (const place of places)
      expect(place).toEqual({ rightHalf: true, lowerHalf: true, inside: true });
    await page.context().close();
  });
});
