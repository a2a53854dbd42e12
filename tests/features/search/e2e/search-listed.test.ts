/**
 * A group or sign-up leaves search at once (docs/architecture.md section 9): /search checks
 * each group and sign-up result against the live /api/groups and /api/signups before showing it,
 * as it checks sermons against the feed, while the index still holds it. The live answer is
 * shown to the browser as Planning Center's change would make it (the sign-up archived, its text
 * corrected, the group taken off the finder) or failing; the index is the one the site built.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GroupsAnswer } from '../../../../src/features/groups/shared/api-types.ts';
import type { SignupsAnswer } from '../../../../src/features/signups/shared/api-types.ts';
import { DESKTOP, launchBrowser, openPage } from '../../../helpers/browser.ts';
import { api } from '../../../helpers/live-helpers.ts';

const RETREAT = { id: '2210905', name: 'Fall Retreat' };
const STUDY = { id: '7001', name: 'Tuesday Night Bible Study' };
const BOX = 'Search pages and sermons';

let browser: Browser;
let signups: SignupsAnswer;
let groups: GroupsAnswer;
beforeAll(async () => {
  browser = await launchBrowser();
  [signups, groups] = await Promise.all([
    api<SignupsAnswer>('/api/signups'),
    api<GroupsAnswer>('/api/groups'),
  ]);
});
afterAll(() => browser.close());

/** What /api/signups or /api/groups answers the page: a changed answer, or a failure. */
type Live = { path: string; json: unknown } | { path: string; status: number };

/** Searches on /search with the live answers as given; resolves once the status has its count. */
async function search(query: string, live: Live[] = []): Promise<Page> {
  const page = await openPage(browser, '/search', DESKTOP);
  for (const answer of live)
    await page.route(`**${answer.path}`, (route) =>
      'json' in answer
        ? route.fulfill({ json: answer.json })
        : route.fulfill({ status: answer.status, json: { message: 'Planning Center failed.' } }),
    );
  await page.getByLabel(BOX).fill(query);
  await page.getByLabel(BOX).press('Enter');
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/result|Nothing/);
  return page;
}

const link = (page: Page, name: string) =>
  page.locator('#search-results').getByRole('link', { name, exact: true });

describe('a sign-up in search', () => {
  test('shows while the live answer holds it as indexed', async () => {
    const page = await search(RETREAT.name);
    await link(page, RETREAT.name).waitFor();
    expect(await link(page, RETREAT.name).getAttribute('href')).toBe(
      `/events#signup-${RETREAT.id}`,
    );
    await page.context().close();
  });

  test('leaves at once when archived (the answer no longer holds it)', async () => {
    const archived = { ...signups, signups: signups.signups.filter((s) => s.id !== RETREAT.id) };
    const page = await search(RETREAT.name, [{ path: '/api/signups', json: archived }]);
    expect(await link(page, RETREAT.name).count()).toBe(0);
    expect(await page.locator('#search-results').textContent()).not.toContain('weekend away');
    await page.context().close();
  });

  test('leaves when corrected, until the index is rebuilt', async () => {
    const corrected = {
      ...signups,
      signups: signups.signups.map((s) =>
        s.id === RETREAT.id ? { ...s, descriptionHtml: '<p>A weekend away, moved.</p>' } : s,
      ),
    };
    const page = await search(RETREAT.name, [{ path: '/api/signups', json: corrected }]);
    expect(await link(page, RETREAT.name).count()).toBe(0);
    await page.context().close();
  });

  test('never shows while /api/signups fails', async () => {
    const page = await search(RETREAT.name, [{ path: '/api/signups', status: 503 }]);
    expect(await link(page, RETREAT.name).count()).toBe(0);
    await page.context().close();
  });
});

describe('a group in search', () => {
  test('shows while listed, leaves at once when taken off the finder', async () => {
    const shown = await search(STUDY.name);
    await link(shown, STUDY.name).waitFor();
    await shown.context().close();
    const gone = { ...groups, groups: groups.groups.filter((g) => g.id !== STUDY.id) };
    const page = await search(STUDY.name, [{ path: '/api/groups', json: gone }]);
    expect(await link(page, STUDY.name).count()).toBe(0);
    await page.context().close();
  });

  test('never shows while /api/groups fails', async () => {
    const page = await search(STUDY.name, [{ path: '/api/groups', status: 502 }]);
    expect(await link(page, STUDY.name).count()).toBe(0);
    await page.context().close();
  });
});
