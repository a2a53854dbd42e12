/**
 * The content editor as staff use it (tests/features/content-editor/e2e/cms-editor.ts starts it on a copy of the project),
 * in Chromium. Each save must change exactly the lines edited, in files the build accepts.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import * as cms from './cms-editor.ts';
import { changedLines, listItem, publish, type Json } from './cms-editor.ts';

const { editor, read, readText, stored, openFile } = cms.useEditor();

describe('the content editor at /admin/ (npm run cms): church and staff text', () => {
  test('changes the office hours line alone, and refuses a bad email and a malformed time', async () => {
    const text = await readText('src/content/church.json');
    const before = JSON.parse(text) as Json;
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
    // git diff shows the one line edited: the other keys keep their order and their lines
    await expect
      .poll(async () => changedLines(text, await readText('src/content/church.json')))
      .toEqual([
        '-    "officeHours": "Monday to Friday 9:00am to 3:00pm",',
        '+    "officeHours": "Monday to Thursday 9:00am to 2:00pm",',
      ]);
    await page.context().close();
  });

  test("changes one staff member's bio line and nothing else", async () => {
    const text = await readText('src/content/staff.json');
    const before = JSON.parse(text) as Json;
    const page = await openFile('staff');
    const rachel = listItem(page, 'Rachel Okafor');
    await rachel.locator('button').first().click();
    const bio = `${'Rachel leads community groups and the membership class. '.repeat(2)}She loves books.`;
    await rachel.getByLabel('Bio', { exact: true }).fill(bio);
    await publish(page);
    const old = (before['staff'] as Json[])[1]!['bio'] as string;
    await expect
      .poll(async () => changedLines(text, await readText('src/content/staff.json')))
      .toEqual([`-      "bio": ${JSON.stringify(old)},`, `+      "bio": ${JSON.stringify(bio)},`]);
    await page.context().close();
  });

  test("shows each staff member's stored photo in the photo field and the preview", async () => {
    const page = await openFile('staff');
    const daniel = listItem(page, 'Daniel Whitfield');
    await daniel.locator('button').first().click();
    const { width } = await sharp('src/assets/staff/daniel-whitfield.jpg').metadata();
    // Decap's empty placeholder is an SVG of 300 by 150; the photo is the stored JPEG
    const shown = (img: HTMLImageElement) => img.complete && img.naturalWidth;
    await expect.poll(() => daniel.locator('img').evaluate(shown)).toBe(width);
    const preview = page.frameLocator('iframe').locator('.card img').first();
    await expect.poll(() => preview.evaluate(shown)).toBe(width);
    await page.context().close();
  });
});

describe('the content editor at /admin/: photos, lists and order', () => {
  test("uploads a staff member's photo into the image pipeline's folder", async () => {
    const before = (await read('src/content/staff.json'))['staff'] as Json[];
    const photo = join(editor.repo, 'linda-harper-2026.jpg');
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
    const written = () => stored('src/assets/staff/linda-harper-2026.jpg');
    await expect.poll(written).toEqual(await readFile(photo));
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
    const labels = ['Short name', 'Name', 'Who', 'When', 'Where', 'Contact email', 'Description'];
    for (const [index, value] of Object.values(group).entries())
      await page
        .getByLabel(labels[index]!, { exact: index > 0 })
        .last()
        .fill(value);
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
});

describe('the content editor at /admin/: documents, and the copy builds', () => {
  test('uploads a new PDF of the constitution into public/docs', async () => {
    const before = (await read('src/content/documents.json'))['documents'] as Json[];
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Constitution, as amended');
    const upload = join(editor.repo, 'constitution-2026.pdf');
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
    const written = () => stored('public/docs/constitution-2026.pdf');
    await expect.poll(written).toEqual(await readFile(upload));
    await page.context().close();
  });

  test('every saved file is written as the CMS writes it and passes the schemas', async () => {
    await cms.buildAccepts(editor);
  });

  test('the copy still builds, and its pages show every change', { timeout: 180_000 }, async () => {
    const astro = resolve('node_modules/astro/bin/astro.mjs');
    // as a church without Planning Center Groups builds it: Get Involved lists the editor's groups
    await promisify(execFile)(process.execPath, [astro, 'build'], {
      cwd: editor.repo,
      env: { ...process.env, PCO_GROUPS: 'false' },
    });
    const page = (name: string) => readFile(join(editor.repo, 'dist', name), 'utf8');
    const about = await page('about.html');
    expect(about).toContain('She loves books.');
    expect(about).toContain('/docs/constitution-2026.pdf');
    expect(about.indexOf('Posture of Prayer')).toBeLessThan(about.indexOf('Love of Scripture'));
    expect(about).toContain('Monday to Thursday 9:00am to 2:00pm');
    expect(await page('getinvolved.html')).toContain('North Cary');
  });
});
