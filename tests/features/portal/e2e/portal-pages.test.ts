/** The teacher portal's menu, curriculum pages and team page. */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import type {
  CurriculumsAnswer,
  TeamsAnswer,
} from '../../../../src/features/portal/shared/api-types.ts';
import {
  CLASS_ORDER,
  TEAM_ORDER,
} from '../../../../src/features/portal/shared/curriculum-order.ts';
import { axeViolations, get, openPortal, sharedPortal, useBrowser } from './portal.ts';

useBrowser();

describe('the portal menu', () => {
  const view = sharedPortal();
  const nav = () => view().getByRole('navigation', { name: 'Teacher portal' });
  const link = (name: string) => nav().getByRole('link', { name, exact: true });
  let curriculums: CurriculumsAnswer;
  beforeAll(async () => {
    curriculums = await get<CurriculumsAnswer>(view(), '/api/curriculums');
  });

  test('lists Schedule, each curriculum in class order, then Meet Our Team', async () => {
    await link(CLASS_ORDER[0]).waitFor();
    const names = await nav().getByRole('link').allTextContents();
    expect(names).toEqual(['Schedule', ...CLASS_ORDER, 'Meet Our Team']);
  });

  test('marks Schedule as the current page', async () => {
    expect(await link('Schedule').getAttribute('aria-current')).toBe('page');
  });

  test('each curriculum opens its page, marked current and titled', async () => {
    for (const className of CLASS_ORDER) {
      const curriculum = curriculums.data.find((c) => c.attributes.themes === className)!;
      await link(className).click();
      await view().getByRole('heading', { name: curriculum.attributes.title, level: 1 }).waitFor();
      expect(new URL(view().url()).pathname).toBe(`/teacherportal/curriculum/${curriculum.id}`);
      expect(await link(className).getAttribute('aria-current')).toBe('page');
      expect(await view().title()).toContain(curriculum.attributes.title);
    }
  });

  test('Meet Our Team opens the team page', async () => {
    await link('Meet Our Team').click();
    await view().getByRole('heading', { name: "MEET OUR CHILDREN'S MINISTRY TEAM" }).waitFor();
  });

  test('Schedule leads back to the schedule', async () => {
    await link('Schedule').click();
    await view().getByRole('heading', { name: 'TEACHING SCHEDULE' }).waitFor();
  });
});

describe('a curriculum page', () => {
  const view = sharedPortal();
  let curriculum: CurriculumsAnswer['data'][number];
  const items = () => view().locator('.lesson-list button');
  beforeAll(async () => {
    const curriculums = await get<CurriculumsAnswer>(view(), '/api/curriculums');
    curriculum = curriculums.data.find((c) => c.attributes.themes === 'Nursery')!;
    await view().goto(`/teacherportal/curriculum/${curriculum.id}`);
    await view().getByRole('heading', { name: curriculum.attributes.title, level: 1 }).waitFor();
  });

  test('lists every lesson, without .pdf', async () => {
    const texts = await items().allTextContents();
    expect(texts.length).toBe(curriculum.relationships.attachments.data.length);
    for (const text of texts) expect(text).not.toMatch(/\.pdf$/i);
  });

  test('lists the lessons by number, past 9 in number order', async () => {
    const texts = await items().allTextContents();
    const numbers = texts.map((t) => Number(/\d+/.exec(t)![0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBeGreaterThanOrEqual(10);
  });

  test('a lesson downloads its PDF through POST /api/attachment', async () => {
    const posted = view().waitForRequest(
      (r) => r.url().endsWith('/api/attachment') && r.method() === 'POST',
    );
    const [download] = await Promise.all([
      view().waitForEvent('download'),
      items().first().click(),
    ]);
    expect(JSON.parse((await posted).postData()!)).toMatchObject({ mediaId: curriculum.id });
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('passes axe', async () => {
    expect(await axeViolations(view())).toEqual([]);
  });
});

test('an unknown curriculum says so', async () => {
  const page = await openPortal('/teacherportal/curriculum/no-such-id');
  await page.getByRole('heading', { name: 'Curriculum not found' }).waitFor();
  await page.context().close();
});

describe('the team page', () => {
  const view = sharedPortal('/teacherportal/teams');
  let team: TeamsAnswer;
  const fullName = (m: TeamsAnswer['data'][number]) =>
    `${m.attributes.first_name} ${m.attributes.last_name}`;
  beforeAll(async () => {
    await view().getByRole('heading', { name: "MEET OUR CHILDREN'S MINISTRY TEAM" }).waitFor();
    await view().locator('.team-tile').first().waitFor();
    team = await get<TeamsAnswer>(view(), '/api/teams');
  });

  test('shows one tile per person, by last name', async () => {
    const names = await view().locator('.team-name').allTextContents();
    expect(names.length).toBe(new Set(team.data.map(fullName)).size);
    const lasts = names.map((n) => team.data.find((m) => fullName(m) === n)!.attributes.last_name);
    expect(lasts).toEqual(
      [...lasts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  test('a tile shows a photo and a team position', async () => {
    const tile = view().locator('.team-tile').first();
    expect(await tile.locator('img').getAttribute('src')).toBeTruthy();
    expect(TEAM_ORDER as readonly string[]).toContain(
      await tile.locator('.team-positions li').first().textContent(),
    );
  });

  test('passes axe', async () => {
    expect(await axeViolations(view())).toEqual([]);
  });
});
