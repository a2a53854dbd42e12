/**
 * What the docs tests check a text against: the repository's files and folders, the headings of
 * its documents, and the words of our own code (texts.ts says which texts are read).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');

export const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/**
 * What the build writes and git does not hold, declared once: a document may name these though a
 * fresh checkout lacks them. The files are those src/build/prepare-functions.ts writes; a path
 * under one of the folders (`dist/_headers`, `.data/storage/`) is what a build or a local run
 * makes there.
 */
export const GENERATED_FILES = [
  'src/platform/server/storage/vendor/aws-sdk.mjs',
  'src/platform/server/storage/vendor/aws-sdk.d.mts',
  'src/platform/server/storage/vendor/aws-transcribe.mjs',
  'src/platform/server/storage/vendor/aws-transcribe.d.mts',
  'src/platform/shared/vendor/zod-mini.mjs',
  'src/platform/shared/vendor/zod-mini.d.mts',
  'src/platform/server/vendor/sanitize-html.mjs',
  'src/platform/server/vendor/sanitize-html.d.mts',
  'src/platform/server/config/deploy-env.generated.json',
];
export const GENERATED_FOLDERS = ['dist/', '.astro/', '.data/', '.tools/', 'reports/'];

/** A path is under one of the generated folders. */
export const isGenerated = (path: string): boolean =>
  GENERATED_FILES.includes(path) ||
  GENERATED_FOLDERS.some((folder) => `${path}/`.startsWith(folder));

/**
 * Every file git holds, as paths from the root: what a fresh checkout has, whatever else is on
 * disk.
 */
export const trackedFiles: string[] = execFileSync('git', ['ls-files', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((path) => path !== '' && existsSync(join(root, path)));

/** The files a document may name: what git holds, and what the build writes. */
export const repositoryFiles: string[] = [...trackedFiles, ...GENERATED_FILES];

/** Every folder of the checkout, as paths from its root, without a trailing slash. */
export const repositoryFolders: Set<string> = new Set(
  repositoryFiles.flatMap((path) =>
    path
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const fileSet = new Set(repositoryFiles);

/** A repository path (file or folder) exists. */
export const exists = (path: string): boolean => {
  const clean = path.replace(/\/$/, '');
  return repositoryFolders.has(clean) || fileSet.has(clean) || isGenerated(clean);
};

/** The code a document may name: ours, not vendored or generated. */
const CODE_ROOTS = ['src/', 'netlify/', 'tools/', 'tests/'];
const ROOT_CODE = [
  'netlify.toml',
  'package.json',
  '.ci/run',
  'vitest.config.ts',
  'astro.config.mjs',
];
const codeFiles = trackedFiles.filter(
  (path) =>
    (ROOT_CODE.includes(path) || CODE_ROOTS.some((folder) => path.startsWith(folder))) &&
    /\.(ts|mts|tsx|astro|js|mjs|cjs|json|toml|sh)$|^\.ci\/run$/.test(path) &&
    !path.includes('/vendor/') &&
    !path.startsWith('tests/fixtures/') &&
    !path.startsWith('tests/docs/'),
);

/** A source text without its comments (a `//` after a colon or a quote is in a URL or a string). */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const DECLARATION = /\b(?:function\*?|const|let|var|class|interface|type|enum)\s+([$\w]+)/g;
const DESTRUCTURED = /\b(?:const|let)\s*\{([^}]*)\}\s*=/g;
const RE_EXPORTED = /export\s*(?:type\s*)?\{([^}]*)\}/g;
/** A property of an object type, a class or an object literal (`preloadData?: string[]`). */
const PROPERTY =
  /(?:^|[{,;]|\bas const)\s*(?:readonly\s+|static\s+|private\s+|async\s+)*([$\w]+)\??\s*:/gm;
/** A method (`fetchIfNeeded() {`, `async get(key: string): Promise<T> {`). */
const METHOD =
  /^\s*(?:(?:async|static|get|set|private|public)\s+)*([$\w]+)\s*(?:<[^>]*>)?\([^)]*\)\s*(?::[^{;]*)?\{\s*$/gm;

/**
 * A name the code (not a test) spells as a string: a variable it reads (`'SITE_URL'`), an event it
 * sends (`'s3UploadStatus'`).
 */
const SPELLED = /['"]([A-Za-z][A-Za-z0-9]*(?:_[A-Z0-9]+)*)['"]/g;

/** The names a text of our code declares: functions, constants, classes, types, properties. */
export function declarationsOf(path: string, text: string): string[] {
  if (path.endsWith('.json')) return [...text.matchAll(/"([$\w:-]+)"\s*:/g)].map((m) => m[1]!);
  if (path.endsWith('.toml')) return [...text.matchAll(/^\s*([\w.-]+)\s*=/gm)].map((m) => m[1]!);
  if (/\.sh$|^\.ci\//.test(path))
    return [...text.matchAll(/\b([A-Za-z_]\w*)=|^([\w-]+)\s*\(\)/gm)].map((m) => (m[1] ?? m[2])!);
  const code = withoutComments(text);
  const patterns = path.startsWith('tests/')
    ? [DECLARATION, PROPERTY, METHOD]
    : [DECLARATION, PROPERTY, METHOD, SPELLED];
  const names = patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]!));
  for (const pattern of [DESTRUCTURED, RE_EXPORTED])
    for (const m of code.matchAll(pattern))
      for (const part of m[1]!.split(','))
        names.push(
          part
            .replace(/=.*$/s, '')
            .trim()
            .split(/\s+as\s+|:\s*/)
            .pop()!
            .replace(/^type\s+/, '')
            .trim(),
        );
  return names.filter((name) => name !== '');
}

/** Every name our own code declares: a document that names one of these names something real. */
export const declaredNames: Set<string> = new Set(
  codeFiles.flatMap((path) => declarationsOf(path, read(path))),
);

/** The words of a file's code, its comments left out. */
export const usedIn = (path: string): Set<string> =>
  new Set(withoutComments(read(path)).match(/[$\w]+/g) ?? []);

/** The names a file declares or exports. */
export const declaredIn = (path: string): Set<string> => new Set(declarationsOf(path, read(path)));

/** Each file's and folder's path and its tails (`src/app/deps.ts`, `app/deps.ts`, `deps.ts`). */
const tails: Set<string> = new Set(
  [...repositoryFiles, ...repositoryFolders].flatMap((path) =>
    path.split('/').map((_, i, parts) => parts.slice(i).join('/')),
  ),
);

/** A file's basename (`feed-store.ts`) or tail (`upload/parts.ts`) names some repository file. */
export const tailExists = (tail: string): boolean => tails.has(tail.replace(/\/$/, ''));

export interface Heading {
  level: number;
  text: string;
  /** The section number of a `## N. Title` heading. */
  number?: string;
  /** GitHub's anchor for the heading. */
  anchor: string;
}

/** A heading's anchor as GitHub makes it. */
export const anchorOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The headings of a Markdown document, outside fenced code. */
export function headings(markdown: string): Heading[] {
  const found: Heading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const match = !fenced && /^(#{1,6})\s+(.*)$/.exec(line);
    if (!match) continue;
    const text = match[2]!.trim();
    const number = /^(\d+)\.\s/.exec(text)?.[1];
    found.push({
      level: match[1]!.length,
      text,
      anchor: anchorOf(text),
      ...(number && { number }),
    });
  }
  return found;
}

/** A quoted heading text names this heading (with or without its section number). */
export const namesHeading = (heading: Heading, quoted: string): boolean => {
  const plain = (s: string) =>
    s
      .replace(/^\d+\.\s+/, '')
      .replace(/`/g, '')
      .toLowerCase();
  return plain(heading.text) === plain(quoted);
};
