/**
 * The build's check of the content editor's media folders (docs/security.md, "Where each rule is
 * enforced"): on a scratch tree with files planted in each folder, every one that is not the
 * media its folder is for is named, and the build hook stops; the checkout itself passes.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  editorMediaFolders,
  mediaFolderProblems,
} from '../../../../src/features/content-editor/build/media-folders.ts';

let root: string;
const PDF = 'public/docs/constitution.pdf';
const JPEG = 'src/assets/staff/marcus-bell.jpg';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dcc-media-folders-'));
  for (const folder of ['public/docs', 'src/assets/staff'])
    await cp(folder, join(root, folder), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Runs the integration's hooks as `astro build` does, for the scratch tree. */
async function build(): Promise<void> {
  const hooks = editorMediaFolders().hooks as Record<string, (arg: unknown) => unknown>;
  await hooks['astro:config:done']!({ config: { root: pathToFileURL(`${root}/`) } });
  await hooks['astro:build:start']!({});
}

describe('the editor’s media folders at build time', () => {
  test('the checkout’s folders hold only their media', async () => {
    expect(await mediaFolderProblems(process.cwd())).toEqual([]);
    expect(await mediaFolderProblems(root)).toEqual([]);
    await expect(build()).resolves.toBeUndefined();
  });

  test('every planted file that is not its folder’s media is named, and the build stops', async () => {
    const planted = {
      'public/docs/x.js': 'alert(document.cookie)',
      'public/docs/page.html': '<script>alert(1)</script>',
      'public/docs/fake.pdf': '<html><script>alert(1)</script></html>',
      'public/docs/sub/inner.pdf': await readFile(PDF),
      'public/docs/photo.jpg': await readFile(JPEG),
      'src/assets/staff/drawing.svg': '<svg onload="alert(1)"/>',
      'src/assets/staff/scan.pdf': await readFile(PDF),
      'public/images/series/notes.txt': 'text',
    };
    for (const [path, content] of Object.entries(planted)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), content);
    }
    await symlink(join(root, PDF), join(root, 'public/docs/linked.pdf'));
    const problems = await mediaFolderProblems(root);
    expect(problems.map((p) => p.split(':')[0])).toEqual(
      [...Object.keys(planted), 'public/docs/linked.pdf'].sort(),
    );
    expect(problems).toContain(
      'public/docs/x.js: this folder takes only a PDF, checked by content',
    );
    await expect(build()).rejects.toThrow(/public\/docs\/x\.js/);
  });
});
