/**
 * What the docs tests read: the documents (README.md and docs/*.md), their headings, the
 * repository's files, and the words of our own code, so a document can be checked against them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../../..');

/** README.md and every docs/*.md, as paths from the repository's root. */
export const documents: string[] = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

export const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Folders that are built, installed or generated rather than written: never walked. */
const UNWRITTEN = new Set(['.git', 'node_modules', 'dist', '.astro', '.data', '.tools', 'reports']);

/** Every file of the checkout (not what is built or installed), as paths from its root. */
export const repositoryFiles: string[] = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
  .filter((path) => !UNWRITTEN.has(path.split('/')[0]!) && !path.includes('/node_modules/'));

/** Every folder of the checkout, as paths from its root, without a trailing slash. */
export const repositoryFolders: Set<string> = new Set(
  repositoryFiles.flatMap((path) =>
    path
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** A repository path (file or folder) exists. */
export const exists = (path: string): boolean => {
  const clean = path.replace(/\/$/, '');
  return repositoryFolders.has(clean) || repositoryFiles.includes(clean);
};

/** The code a document may name: ours, not vendored or generated. */
const CODE_ROOTS = ['src/', 'netlify/', 'tools/', 'tests/'];
const ROOT_CODE = ['netlify.toml', 'package.json', '.ci/run', 'vitest.config.ts'];
const codeFiles = repositoryFiles.filter(
  (path) =>
    (ROOT_CODE.includes(path) || CODE_ROOTS.some((folder) => path.startsWith(folder))) &&
    /\.(ts|mts|tsx|astro|js|mjs|cjs|json|toml|sh)$|^\.ci\/run$/.test(path) &&
    !path.includes('/vendor/') &&
    !path.startsWith('tests/fixtures/') &&
    !path.startsWith('tests/unit/docs/'),
);

/** Every word (identifier-like token) of our own code. */
export const codeWords: Set<string> = new Set(
  codeFiles.flatMap((path) => read(path).match(/[$\w]+/g) ?? []),
);

/** The names a file declares or exports (function, const, class, type, re-export). */
export function declaredIn(path: string): Set<string> {
  const text = read(path);
  const names = [
    ...text.matchAll(/\b(?:function\*?|const|let|class|interface|type|enum)\s+([$\w]+)/g),
  ].map((m) => m[1]!);
  for (const m of text.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g))
    for (const part of m[1]!.split(','))
      names.push(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^type\s+/, ''),
      );
  // a component's or an object type's property (`preloadData?: string[]`)
  for (const m of text.matchAll(/^\s*([$\w]+)\??:/gm)) names.push(m[1]!);
  return new Set(names);
}

/** A file's basename (`feed-store.ts`) or tail (`upload/parts.ts`) names some repository file. */
export function tailExists(tail: string): boolean {
  const clean = tail.replace(/\/$/, '');
  const named = (path: string) => path === clean || path.endsWith(`/${clean}`);
  return repositoryFiles.some(named) || [...repositoryFolders].some(named);
}

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
