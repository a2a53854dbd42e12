/**
 * axe and the layout at a phone's and a desktop's width on the content work's own pages: the
 * five static pages and the static parts of the home and youth pages. The pages are the same
 * files from dist/ whichever server serves them, so this runs once, on the bundles
 * (vitest.config.ts keeps it out of the sources' smoke run).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../../helpers/browser.ts';
import { TEXT_PATHS } from '../../../src/platform/shared/routes.ts';

const OWN = ['/', ...TEXT_PATHS, '/youth'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('accessibility', () => {
  for (const path of OWN) {
    for (const [label, options] of [
      ['375px', PHONE],
      ['1280px', DESKTOP],
    ] as const) {
      test(`axe finds no violation on ${path} at ${label}`, async () => {
        const page = await openPage(browser, path, options);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`)).toEqual(
          [],
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
        await page.context().close();
      });
    }
  }
});
