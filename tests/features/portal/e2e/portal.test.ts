/** The teacher portal's session and its schedule page, at 1280 and 375 px. */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import type { PlansAnswer } from '../../../../src/features/portal/shared/api-types.ts';
import { TEAM_ORDER } from '../../../../src/features/portal/shared/curriculum-order.ts';
import { PHONE } from '../../../helpers/browser.ts';
import { axeViolations, get, openPortal, sharedPortal, useBrowser } from './portal.ts';

useBrowser();

describe('teacher portal', () => {
  test('a teacher session opens the portal; the directory still asks for its password', async () => {
    const page = await openPortal();
    await page.goto('/directory');
    await page.getByText('You need a password to view the Church Directory:').waitFor();
    expect(await page.locator('.tile').count()).toBe(0);
    await page.context().close();
  });
});

describe('the teaching schedule', () => {
  const view = sharedPortal();
  let first: PlansAnswer['data'][number];
  let count: number;
  const table = () => view().getByRole('table');
  const firstRow = () => table().locator('tbody tr').first();
  beforeAll(async () => {
    const plans = await get<PlansAnswer>(view(), '/api/plans');
    count = plans.data.length;
    first = [...plans.data].sort((a, b) =>
      a.attributes.sort_date.localeCompare(b.attributes.sort_date),
    )[0]!;
  });

  test('welcomes the visitor and links the ministry’s email', async () => {
    await view()
      .getByRole('heading', { name: "Welcome to the Children's Ministry Parent & Teacher Portal" })
      .waitFor();
    const email = view().getByRole('link', { name: 'kids@dogwoodcc.org' });
    expect(await email.getAttribute('href')).toBe('mailto:kids@dogwoodcc.org');
  });

  test('has a Date column, then a column per team in order', async () => {
    await view().getByRole('heading', { name: 'TEACHING SCHEDULE' }).waitFor();
    await table().waitFor();
    const headers = await table().locator('thead th').allTextContents();
    expect(headers[0]).toBe('Date');
    expect(headers.slice(1, 5)).toEqual([...TEAM_ORDER]);
  });

  test('has a row per Sunday, the earliest first, dated in church time', async () => {
    expect(await table().locator('tbody tr').count()).toBe(count);
    const date = new Date(first.attributes.sort_date).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      timeZone: 'America/New_York',
    });
    expect(await firstRow().locator('th').textContent()).toBe(date);
  });

  test('a row lists each team’s members', async () => {
    const nursery = first.attributes.team_members
      .filter((m) => m.team_position_name === 'Nursery Teacher')
      .map((m) => m.name);
    expect(await firstRow().locator('td').first().locator('.members li').allTextContents()).toEqual(
      nursery,
    );
  });

  test('lesson names have no extension', async () => {
    const lessons = firstRow().locator('.lessons button');
    expect(await lessons.count()).toBeGreaterThan(0);
    for (const text of await lessons.allTextContents()) expect(text).not.toMatch(/\.(pdf|docx)/i);
  });

  test('a lesson downloads its PDF through POST /api/plans/attachment', async () => {
    const page = view();
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/plans/attachment') && r.method() === 'POST',
    );
    const lesson = firstRow().locator('.lessons button').first();
    const [download] = await Promise.all([page.waitForEvent('download'), lesson.click()]);
    expect(JSON.parse((await posted).postData()!)).toMatchObject({ planId: first.id });
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('passes axe', async () => {
    expect(await axeViolations(view())).toEqual([]);
  });
});

describe('the teaching schedule at 375px', () => {
  const view = sharedPortal('/teacherportal', PHONE);
  const region = () => view().getByRole('region', { name: 'TEACHING SCHEDULE' });
  beforeAll(async () => {
    await view().getByRole('table').waitFor();
    await view().locator('.lessons button').first().waitFor();
  });

  test('the page fits the width', async () => {
    const width = await view().evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('the table scrolls inside its region, the date column staying put', async () => {
    expect(await region().evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const dateCell = view().locator('tbody th').first();
    const before = await dateCell.boundingBox();
    await region().evaluate((el) => el.scrollBy(300, 0));
    expect((await dateCell.boundingBox())!.x).toBeCloseTo(before!.x, 0);
  });

  test('passes axe', async () => {
    expect(await axeViolations(view())).toEqual([]);
  });
});
