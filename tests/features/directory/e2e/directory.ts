/**
 * What the directory browser suites (directory*.test.ts) share: a logged-in directory page, and
 * the tiles it should show, computed from the API's answers with the page's own model.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type {
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
} from '../../../../src/features/directory/shared/api-types.ts';
import {
  buildHouseholds,
  householdEntries,
  personEntries,
  type DirectoryEntry,
} from '../../../../src/features/directory/shared/directory-list.ts';
import { DESKTOP, launchBrowser, openPage } from '../../../helpers/browser.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';

let browser: Browser;
/** Starts Chromium for the file's tests. */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
}

/** Logs in through the login screen the gated page shows. */
async function logIn(page: Page, password: string) {
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

/** The directory page, logged in, with its first tiles shown. */
export async function openDirectory(options = DESKTOP): Promise<Page> {
  const page = await openPage(browser, '/directory', options);
  await page.getByText('You need a password to view the Church Directory:').waitFor();
  await logIn(page, PASSWORDS.directory);
  await page.getByRole('heading', { name: 'CHURCH DIRECTORY' }).waitFor();
  await page.locator('.tile').first().waitFor();
  return page;
}

/** What the API says, turned into the tiles the page should show, with the page's own model. */
export async function expectedEntries(page: Page) {
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const people = (await get<PeopleAnswer>('/api/people')).data;
  const households = (await get<HouseholdsAnswer>('/api/households')).data;
  const leaders = (await get<HouseholdLeadersAnswer>('/api/householdleaders')).data;
  const built = buildHouseholds(households, leaders, people);
  return {
    people,
    built,
    persons: personEntries(people, built),
    homes: householdEntries(built, people),
  };
}

/** The names on the tiles shown. */
export const tileNames = (page: Page) => page.locator('.tile .tile-name').allTextContents();
export const labels = (entries: DirectoryEntry[]) => entries.map((e) => e.label);
