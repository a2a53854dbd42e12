/**
 * The content editor as tests/features/content-editor/e2e/cms.test.ts drives it: `npm run cms` (here without its build
 * step) with Decap's local backend on a temporary copy of the project, and Chromium.
 */
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'astro/zod';
import { CONTENT_FILES } from '../../../../src/features/church/shared/content-files.ts';
import { contentEntries, contentFileText } from '../../../../src/platform/shared/content-parse.ts';
import { spawnServer, type SpawnedServer } from '../../../../tools/local/spawn-server.ts';
import { launchBrowser } from '../../../helpers/browser.ts';

export type Json = Record<string, unknown>;

export interface Editor {
  repo: string;
  url: string;
  browser: Browser;
  server: SpawnedServer;
}

/** Copies the project to a temporary folder and starts `npm run cms` on it, and Chromium. */
export async function startEditor(): Promise<Editor> {
  const repo = await mkdtemp(join(tmpdir(), 'dcc-cms-'));
  // a copy of the project that can build; the editor touches only src/content, assets and docs
  for (const path of [
    'src',
    'public',
    'netlify',
    'netlify.toml',
    'astro.config.mjs',
    // the dev-server hook astro.config.mjs names
    'tools/local',
    'package.json',
  ])
    await cp(path, join(repo, path), { recursive: true });
  await symlink(resolve('node_modules'), join(repo, 'node_modules'), 'dir');
  const server = await spawnServer(
    { GIT_REPO_DIRECTORY: repo, DATA_DIR: repo },
    { script: ['tools/cms.ts'] },
  );
  return { repo, url: server.url, browser: await launchBrowser(), server };
}

/** Closes Chromium, stops the editor and removes the copy. */
export async function stopEditor(editor: Editor | undefined): Promise<void> {
  await editor?.browser.close();
  await editor?.server.stop();
  if (editor) await rm(editor.repo, { recursive: true, force: true });
}

/**
 * Starts the editor before the calling test file and stops it after. The editor is filled in by
 * beforeAll, so the file's describe blocks share one copy and see each other's saves.
 */
export function useEditor() {
  const editor = {} as Editor;
  beforeAll(async () => {
    Object.assign(editor, await startEditor());
  });
  afterAll(() => stopEditor(editor.repo ? editor : undefined));
  return {
    editor,
    read: (file: string) => read(editor, file),
    readText: (file: string) => readText(editor, file),
    stored: (file: string) => stored(editor, file),
    openFile: (name: string) => openFile(editor, name),
  };
}

/** A file of the copy, as text. */
export const readText = (editor: Editor, file: string) => readFile(join(editor.repo, file), 'utf8');

/**
 * A file of the copy as bytes, or null while it is missing: an entry and the file it names are
 * written side by side within one publish, so a test polls for both.
 */
export const stored = (editor: Editor, file: string) =>
  readFile(join(editor.repo, file)).catch(() => null);

/** A data file of the copy, parsed. */
export const read = async (editor: Editor, file: string) =>
  JSON.parse(await readText(editor, file)) as Json;

/**
 * The lines that differ between two versions of a file, position by position: a save that
 * rewrites the file in another order shows up as many lines, not as an equal object.
 */
export function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  if (old.length !== now.length) return [`${old.length} lines became ${now.length}`];
  return old.flatMap((line, index) => (line === now[index] ? [] : [`-${line}`, `+${now[index]}`]));
}

/** Logs in to the editor and opens a content file. */
export async function openFile(editor: Editor, name: string): Promise<Page> {
  const context = await editor.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${editor.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${editor.url}/admin/#/collections/content/entries/${name}`);
  await page.getByText('Writing in Church content collection').waitFor();
  return page;
}

/** The editor's list entry whose summary is `name`. */
export const listItem = (page: Page, name: string) =>
  page.locator('[class*="SortableListItem"]').filter({ hasText: name });

/** Saves the open file (the local backend writes it at once). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** Every content file of the copy still passes the schemas the build checks it with. */
export async function buildAccepts(editor: Editor): Promise<void> {
  for (const content of CONTENT_FILES) {
    const text = await readText(editor, content.file);
    expect(contentFileText(JSON.parse(text) as unknown), content.file).toBe(text);
    const schema = content.schema(() => z.string());
    // the schemas ignore the `order` the loader adds, as Zod objects drop unknown keys
    for (const entry of contentEntries(text, content))
      expect(() => schema.parse(entry), content.file).not.toThrow();
  }
}
