/** What the events browser suites (events*.test.ts) share: the mocked lists and the page's regions. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/live/${name}`, import.meta.url), 'utf8'));
/** The two lists the mocked page shows (tests/fixtures/live/). */
export const MOCKS = {
  '/api/events/church': fixture('events-church.json'),
  '/api/events/special': fixture('events-special.json'),
};

/** The page's Regular Events and Special Events regions. */
export const regular = (page: Page) => page.getByRole('region', { name: 'Regular Events' });
export const special = (page: Page) => page.getByRole('region', { name: 'Special Events' });
/** The texts of the elements the selector finds in Regular Events. */
export const texts = (page: Page, selector: string) =>
  regular(page).locator(selector).allInnerTexts();

/** Picks a Display by mode of Regular Events. */
export async function displayBy(page: Page, label: string): Promise<void> {
  await regular(page).getByLabel('Display by').selectOption({ label });
}
