/**
 * The content editor as a staff member uses it: `npm run cms` (here without its build step) with
 * Decap's local backend on a temporary copy of the content, driven in Chromium. Each save must
 * change exactly the values edited, in files the build accepts.
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'astro/zod';
import { CONTENT_FILES } from '../../src/lib/content-files.ts';
import { contentEntries, contentFileText } from '../../src/lib/content-parse.ts';
import { freePort } from '../helpers/spawn-server.ts';
import { launchBrowser } from './browser.ts';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';

let browser: Browser;
let repo: string;
let url: string;
let child: ChildProcess;

type Json = Record<string, unknown>;
const read = async (file: string) => JSON.parse(await readFile(join(repo, file), 'utf8')) as Json;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'dcc-cms-'));
  // a copy of the project that can build; the editor touches only src/content, assets and docs
  for (const path of [
    'src',
    'public',
    'netlify',
    'netlify.toml',
    'astro.config.mjs',
    'package.json',
  ])
    await cp(path, join(repo, path), { recursive: true });
  await symlink(resolve('node_modules'), join(repo, 'node_modules'), 'dir');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--experimental-strip-types', 'scripts/cms.ts'], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repo, DATA_DIR: repo },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Content editor')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm run cms exited with ${code}`)));
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  child?.kill();
  await rm(repo, { recursive: true, force: true });
});

async function openFile(name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${url}/admin/#/collections/content/entries/${name}`);
  await page.getByText('Writing in Church content collection').waitFor();
  return page;
}

/** The editor's list entry whose summary is `name`. */
const listItem = (page: Page, name: string) =>
  page.locator('[class*="SortableListItem"]').filter({ hasText: name });

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** Every content file of the copy still passes the schemas the build checks it with. */
async function buildAccepts(): Promise<void> {
  for (const content of CONTENT_FILES) {
    const text = await readFile(join(repo, content.file), 'utf8');
    expect(contentFileText(JSON.parse(text) as unknown), content.file).toBe(text);
    const schema = content.schema(() => z.string());
    // the schemas ignore the `order` the loader adds, as Zod objects drop unknown keys
    for (const entry of contentEntries(text, content))
      expect(() => schema.parse(entry), content.file).not.toThrow();
  }
}

describe('the content editor at /admin/ (npm run cms)', () => {
  test('changes the office hours, and refuses a bad email and a malformed time', async () => {
    const before = await read('src/content/church.json');
    const page = await openFile('church');
    await page.getByLabel('Office email', { exact: true }).fill('office(at)dogwoodcc');
    await page.getByLabel('Sunday service time', { exact: true }).fill('10.30am');
    await publish(page);
    await expect.poll(() => page.getByText('Must be an email address').count()).toBe(1);
    await expect.poll(() => page.getByText('Must look like this: Like 10:30 AM').count()).toBe(1);
    expect(await read('src/content/church.json')).toEqual(before);

    // a refused field keeps its text until emptied: clear it, then type the right value
    await page.getByLabel('Office email', { exact: true }).clear();
    await page.getByLabel('Office email', { exact: true }).fill('office@dogwoodcc.org');
    await page.getByLabel('Sunday service time', { exact: true }).clear();
    await page.getByLabel('Sunday service time', { exact: true }).fill('10:30 AM');
    await page
      .getByLabel('Office hours', { exact: true })
      .fill('Monday to Thursday 9:00am to 2:00pm');
    await publish(page);
    const church = before['church'] as Json;
    await expect
      .poll(() => read('src/content/church.json'))
      .toEqual({ church: { ...church, officeHours: 'Monday to Thursday 9:00am to 2:00pm' } });
    await page.context().close();
  });

  test("changes one staff member's bio and nothing else", async () => {
    const before = await read('src/content/staff.json');
    const page = await openFile('staff');
    const rachel = listItem(page, 'Rachel Okafor');
    await rachel.locator('button').first().click();
    const bio = `${'Rachel leads community groups and the membership class. '.repeat(2)}She loves books.`;
    await rachel.getByLabel('Bio', { exact: true }).fill(bio);
    await publish(page);
    const staff = structuredClone(before['staff']) as Json[];
    staff[1] = { ...staff[1], bio };
    await expect.poll(() => read('src/content/staff.json')).toEqual({ staff });
    await page.context().close();
  });

  test("uploads a staff member's photo into the image pipeline's folder", async () => {
    const before = (await read('src/content/staff.json'))['staff'] as Json[];
    const photo = join(repo, 'linda-harper-2026.jpg');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f4e5f' } })
      .jpeg()
      .toFile(photo);
    const page = await openFile('staff');
    const linda = listItem(page, 'Linda Harper');
    await linda.locator('button').first().click();
    await linda.getByRole('button', { name: /choose different image/i }).click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByText('linda-harper-2026.jpg').waitFor();
    await page.getByRole('button', { name: /choose selected/i }).click();
    await linda.getByRole('button', { name: /choose different image/i }).waitFor();
    await publish(page);
    const staff = before.map((person) =>
      person['id'] === 'linda-harper'
        ? { ...person, photo: '../assets/staff/linda-harper-2026.jpg' }
        : person,
    );
    await expect.poll(() => read('src/content/staff.json')).toEqual({ staff });
    expect(await readFile(join(repo, 'src/assets/staff/linda-harper-2026.jpg'))).toEqual(
      await readFile(photo),
    );
    await page.context().close();
  });

  test('adds a community group at the end of the list', async () => {
    const before = await read('src/content/community-groups.json');
    const page = await openFile('communityGroups');
    await page.getByRole('button', { name: /Add community groups/ }).click();
    const group = {
      id: 'north-cary',
      name: 'North Cary',
      who: 'Everyone north of Maynard Road',
      when: 'Tuesdays, 7:00 PM',
      where: 'The Park home, Cary',
      email: 'northcary@dogwoodcc.org',
      description: 'Supper, a psalm and prayer for our neighbors.',
    };
    await page.getByLabel('Short name').last().fill(group.id);
    await page.getByLabel('Name', { exact: true }).last().fill(group.name);
    await page.getByLabel('Who', { exact: true }).last().fill(group.who);
    await page.getByLabel('When', { exact: true }).last().fill(group.when);
    await page.getByLabel('Where', { exact: true }).last().fill(group.where);
    await page.getByLabel('Contact email', { exact: true }).last().fill(group.email);
    await page.getByLabel('Description', { exact: true }).last().fill(group.description);
    await publish(page);
    const groups = [...(before['communityGroups'] as Json[]), group];
    await expect
      .poll(() => read('src/content/community-groups.json'))
      .toEqual({ communityGroups: groups });
    await page.context().close();
  });

  test('moves a discipleship mark up by dragging its handle', async () => {
    const before = (await read('src/content/discipleship-marks.json'))[
      'discipleshipMarks'
    ] as Json[];
    const page = await openFile('discipleshipMarks');
    const handle = (name: string) =>
      listItem(page, name).locator('[aria-roledescription="sortable"]').boundingBox();
    const from = (await handle('Posture of Prayer'))!;
    const to = (await handle('Love of Scripture'))!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y, { steps: 12 });
    await page.mouse.up();
    await publish(page);
    const [first, second, ...rest] = before;
    await expect
      .poll(() => read('src/content/discipleship-marks.json'))
      .toEqual({ discipleshipMarks: [second, first, ...rest] });
    await page.context().close();
  });

  test('uploads a new PDF of the constitution into public/docs', async () => {
    const before = (await read('src/content/documents.json'))['documents'] as Json[];
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Constitution, as amended');
    const upload = join(repo, 'constitution-2026.pdf');
    await writeFile(upload, await pdf.save());
    const page = await openFile('documents');
    const constitution = listItem(page, 'Constitution');
    await constitution.locator('button').first().click();
    await constitution.getByRole('button', { name: /choose different file/i }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByText('constitution-2026.pdf').waitFor();
    await page.getByRole('button', { name: /choose selected/i }).click();
    await constitution.getByText('/docs/constitution-2026.pdf').waitFor();
    await publish(page);
    const documents = before.map((doc) =>
      doc['id'] === 'constitution' ? { ...doc, file: '/docs/constitution-2026.pdf' } : doc,
    );
    await expect.poll(() => read('src/content/documents.json')).toEqual({ documents });
    expect(await readFile(join(repo, 'public/docs/constitution-2026.pdf'))).toEqual(
      await readFile(upload),
    );
    await page.context().close();
  });

  test('every saved file is written as the CMS writes it and passes the schemas', async () => {
    await buildAccepts();
  });

  test('the copy still builds, and its pages show every change', { timeout: 180_000 }, async () => {
    const astro = resolve('node_modules/astro/bin/astro.mjs');
    await promisify(execFile)(process.execPath, [astro, 'build'], { cwd: repo });
    const page = (name: string) => readFile(join(repo, 'dist', name), 'utf8');
    const about = await page('about.html');
    expect(about).toContain('She loves books.');
    expect(about).toContain('/docs/constitution-2026.pdf');
    expect(about.indexOf('Posture of Prayer')).toBeLessThan(about.indexOf('Love of Scripture'));
    expect(about).toContain('Monday to Thursday 9:00am to 2:00pm');
    expect(await page('getinvolved.html')).toContain('North Cary');
  });
});
