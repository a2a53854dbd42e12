import { AxeBuilder } from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CurriculumsAnswer, PlansAnswer, TeamsAnswer } from '../../src/lib/api-types.ts';
import { CLASS_ORDER, TEAM_ORDER } from '../../src/lib/curriculum-order.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser.ts';
import { PASSWORDS } from '../helpers/passwords.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openPortal(path = '/teacherportal', options = DESKTOP): Promise<Page> {
  const page = await openPage(browser, path, options);
  await page.getByRole('heading', { name: 'Teacher Portal', level: 1 }).waitFor();
  await page.getByText('You need a password to view the Teacher Portal:').waitFor();
  await page.getByLabel('Password').fill(PASSWORDS.dccyouth);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Teacher portal' }).waitFor();
  return page;
}

const get = async <T>(page: Page, path: string) =>
  (await (await page.request.get(path)).json()) as T;
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

describe('teacher portal', () => {
  test('a teacher session opens the portal; the directory still asks for its password', async () => {
    const page = await openPortal();
    await page.goto('/directory');
    await page.getByText('You need a password to view the Church Directory:').waitFor();
    expect(await page.locator('.tile').count()).toBe(0);
    await page.context().close();
  });

  test('the schedule shows the welcome, the email and a row per Sunday with teams and lessons', async () => {
    const page = await openPortal();
    await page
      .getByRole('heading', { name: "Welcome to the Children's Ministry Parent & Teacher Portal" })
      .waitFor();
    expect(await page.getByRole('link', { name: 'kids@dogwoodcc.org' }).getAttribute('href')).toBe(
      'mailto:kids@dogwoodcc.org',
    );
    await page.getByRole('heading', { name: 'TEACHING SCHEDULE' }).waitFor();
    const table = page.getByRole('table');
    await table.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers[0]).toBe('Date');
    expect(headers.slice(1, 5)).toEqual([...TEAM_ORDER]);

    const plans = await get<PlansAnswer>(page, '/api/plans');
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(plans.data.length);
    const first = [...plans.data].sort((a, b) =>
      a.attributes.sort_date.localeCompare(b.attributes.sort_date),
    )[0]!;
    const date = new Date(first.attributes.sort_date).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      timeZone: 'America/New_York',
    });
    expect(await rows.first().locator('th').textContent()).toBe(date);
    const nursery = first.attributes.team_members
      .filter((m) => m.team_position_name === 'Nursery Teacher')
      .map((m) => m.name);
    expect(
      await rows.first().locator('td').first().locator('.members li').allTextContents(),
    ).toEqual(nursery);

    // lesson names have no extension, and one downloads through POST /api/plans/attachment
    const lessons = rows.first().locator('.lessons button');
    expect(await lessons.count()).toBeGreaterThan(0);
    for (const text of await lessons.allTextContents()) expect(text).not.toMatch(/\.(pdf|docx)/i);
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/plans/attachment') && r.method() === 'POST',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), lessons.first().click()]);
    expect(JSON.parse((await posted).postData()!)).toMatchObject({ planId: first.id });
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('teacher portal', () => {
  test('the menu walks Schedule, each curriculum in class order, then Meet Our Team', async () => {
    const page = await openPortal();
    const curriculums = await get<CurriculumsAnswer>(page, '/api/curriculums');
    const nav = page.getByRole('navigation', { name: 'Teacher portal' });
    await nav.getByRole('link', { name: CLASS_ORDER[0] }).waitFor();
    const names = await nav.getByRole('link').allTextContents();
    expect(names).toEqual(['Schedule', ...CLASS_ORDER, 'Meet Our Team']);
    expect(await nav.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBe(
      'page',
    );

    for (const className of CLASS_ORDER) {
      const curriculum = curriculums.data.find((c) => c.attributes.themes === className)!;
      await nav.getByRole('link', { name: className, exact: true }).click();
      await page.getByRole('heading', { name: curriculum.attributes.title, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/teacherportal/curriculum/${curriculum.id}`);
      expect(
        await nav.getByRole('link', { name: className, exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await page.title()).toContain(curriculum.attributes.title);
    }
    await nav.getByRole('link', { name: 'Meet Our Team' }).click();
    await page.getByRole('heading', { name: "MEET OUR CHILDREN'S MINISTRY TEAM" }).waitFor();
    await nav.getByRole('link', { name: 'Schedule' }).click();
    await page.getByRole('heading', { name: 'TEACHING SCHEDULE' }).waitFor();
    await page.context().close();
  });

  test('a curriculum lists its lessons by number without .pdf and downloads one', async () => {
    const page = await openPortal();
    const curriculums = await get<CurriculumsAnswer>(page, '/api/curriculums');
    const curriculum = curriculums.data.find((c) => c.attributes.themes === 'Nursery')!;
    await page.goto(`/teacherportal/curriculum/${curriculum.id}`);
    await page.getByRole('heading', { name: curriculum.attributes.title, level: 1 }).waitFor();
    const items = page.locator('.lesson-list button');
    const texts = await items.allTextContents();
    expect(texts.length).toBe(curriculum.relationships.attachments.data.length);
    for (const text of texts) expect(text).not.toMatch(/\.pdf$/i);
    const numbers = texts.map((t) => Number(/\d+/.exec(t)![0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBeGreaterThanOrEqual(10);

    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/attachment') && r.method() === 'POST',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), items.first().click()]);
    expect(JSON.parse((await posted).postData()!)).toMatchObject({ mediaId: curriculum.id });
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('an unknown curriculum says so', async () => {
    const page = await openPortal('/teacherportal/curriculum/no-such-id');
    await page.getByRole('heading', { name: 'Curriculum not found' }).waitFor();
    await page.context().close();
  });
});

describe('teacher portal', () => {
  test('the team page shows tiles by last name with photo and position', async () => {
    const page = await openPortal('/teacherportal/teams');
    await page.getByRole('heading', { name: "MEET OUR CHILDREN'S MINISTRY TEAM" }).waitFor();
    await page.locator('.team-tile').first().waitFor();
    const team = await get<TeamsAnswer>(page, '/api/teams');
    const names = await page.locator('.team-name').allTextContents();
    const people = new Set(
      team.data.map((m) => `${m.attributes.first_name} ${m.attributes.last_name}`),
    );
    expect(names.length).toBe(people.size);
    const lasts = names.map(
      (n) =>
        team.data.find((m) => `${m.attributes.first_name} ${m.attributes.last_name}` === n)!
          .attributes.last_name,
    );
    expect(lasts).toEqual(
      [...lasts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const tile = page.locator('.team-tile').first();
    expect(await tile.locator('img').getAttribute('src')).toBeTruthy();
    expect(TEAM_ORDER as readonly string[]).toContain(
      await tile.locator('.team-positions li').first().textContent(),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('the schedule is usable at 375px: the table scrolls inside its region and passes axe', async () => {
    const page = await openPortal('/teacherportal', PHONE);
    await page.getByRole('table').waitFor();
    await page.locator('.lessons button').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const region = page.getByRole('region', { name: 'TEACHING SCHEDULE' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const dateCell = page.locator('tbody th').first();
    const before = await dateCell.boundingBox();
    await region.evaluate((el) => el.scrollBy(300, 0));
    expect((await dateCell.boundingBox())!.x).toBeCloseTo(before!.x, 0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
