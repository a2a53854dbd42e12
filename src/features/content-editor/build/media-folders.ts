/**
 * Every build checks the content editor's media folders (docs/security.md, "Where each rule is
 * enforced"): the production editor commits through GitHub, past the local backend's check, so
 * the build fails, naming the file, when a media folder holds anything but the media it is for
 * (a script put in public/docs/ would otherwise be served). The folders and their kinds come
 * from the editor's configuration (shared/config.ts, shared/paths.ts), the check from
 * shared/media.ts, both as the local backend uses them.
 */
import { open, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { fileTypeFromBuffer } from 'file-type';
import { cmsConfig } from '../shared/config.ts';
import { folderRefusal } from '../shared/media.ts';
import { cmsPathRules, type CmsPathRules } from '../shared/paths.ts';

/** The bytes file-type needs to know a file by its content. */
const HEAD_BYTES = 4100;

async function head(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** What each file in `root`'s media folders may not be, as "path: reason", sorted. */
export async function mediaFolderProblems(
  root: string,
  rules: CmsPathRules = cmsPathRules(cmsConfig({ repo: '', branch: 'main' })),
): Promise<string[]> {
  const problems: string[] = [];
  for (const folder of rules.mediaFolders) {
    for (const entry of await entriesOf(join(root, folder))) {
      if (entry.isDirectory()) continue;
      const file = join(entry.parentPath, entry.name);
      const path = relative(root, file).split(sep).join('/');
      if (!entry.isFile()) {
        problems.push(`${path}: not a plain file (a link or device)`);
        continue;
      }
      const detected = (await fileTypeFromBuffer(await head(file)))?.mime;
      const refusal = folderRefusal(rules.mediaKinds, path, detected);
      if (refusal) problems.push(`${path}: ${refusal.slice(refusal.indexOf(': ') + 2)}`);
    }
  }
  return problems.sort();
}

/** The Astro integration that stops a build whose media folders hold anything else. */
export function editorMediaFolders(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'dcc-editor-media-folders',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': async () => {
        const problems = await mediaFolderProblems(root);
        if (problems.length)
          throw new Error(
            `The content editor's media folders hold files they are not for; remove or replace them:\n${problems.map((p) => `  ${p}`).join('\n')}`,
          );
      },
    },
  };
}
