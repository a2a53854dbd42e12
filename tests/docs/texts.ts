/**
 * Every tracked text file the docs tests read, and what in each names a repository path:
 * - the documents (every Markdown file of ours: README.md, docs/, each feature's README.md) are
 *   read as references.ts says;
 * - a configuration (netlify.toml, .ci/run, package.json, tsconfig.json, the root's JS and TS
 *   configurations, shell scripts, ignore files) is read whole;
 * - code and styles are read in their comments only: their strings are test data, or are checked
 *   by running them;
 * - data (the content files, fixtures, public/, the lock file) and vendored code are not read.
 * Outside the documents, a repository path is a bare word starting with one of the checkout's top
 * folders (`src/app/composition.ts`, `tests/**\/*.test.{ts,tsx}`), or, in a comment or a
 * configuration, a source file's name or tail (`errors.ts`, `upload/parts.ts`). A word that runs
 * into a regular expression (`^src/app/composition[.]ts$`) is a pattern, which
 * configurations.test.ts checks. Cited sections and headings are read as references.ts says,
 * and a document's anchor as `docs/architecture.md#request-paths`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { globPattern, type HeadingReference } from './references.ts';
import {
  exists,
  headings,
  namesHeading,
  read,
  repositoryFiles,
  root,
  tailExists,
  trackedFiles,
} from './repository.ts';

/** Our Markdown documents: not the church's content files or the tests' fixtures. */
export const documents: string[] = trackedFiles
  .filter((path) => path.endsWith('.md') && !/^(src\/content|tests\/fixtures)\//.test(path))
  .sort((a, b) => (a === 'README.md' ? -1 : b === 'README.md' ? 1 : a.localeCompare(b)));

const CODE = /\.(ts|mts|tsx|astro|js|mjs|cjs|css)$/;
const CONFIGURATION =
  /^(?:netlify\.toml|package\.json|tsconfig\.json|\.prettierrc\.json|\.prettierignore|\.gitignore|\.nvmrc|\.ci\/run|eslint\.config\.js|\.dependency-cruiser\.cjs|vitest\.config\.ts|astro\.config\.mjs)$|\.(sh|toml)$/;

/** Tracked texts under a folder of code that are not ours to check: vendored, fixtures, assets. */
const NOT_READ = /\/vendor\/|^tests\/fixtures\/|^public\/|^package-lock\.json$/;

export interface Text {
  path: string;
  /** `code`: its comments are read; `configuration`: all of it. */
  kind: 'code' | 'configuration';
}

/** Every tracked text besides the documents. */
export const texts: Text[] = trackedFiles
  .filter((path) => !NOT_READ.test(path))
  .flatMap((path): Text[] => {
    if (CONFIGURATION.test(path)) return [{ path, kind: 'configuration' }];
    if (CODE.test(path)) return [{ path, kind: 'code' }];
    return [];
  });

/**
 * A code file's tokens that can hold a comment's opening: comments (`/* *\/`, `//`, `<!-- -->`)
 * and strings, read left to right so that a string's `//` or `/*` opens no comment.
 */
const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/.*$|<!--[\s\S]*?-->|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/gm;

/** The comments of a code file, outside its strings. */
export const commentsOf = (text: string): string =>
  (text.match(COMMENT_OR_STRING) ?? []).filter((token) => /^[/<]/.test(token)).join('\n');

/** What of a text names things: a configuration's whole text, code's comments. */
export const referringText = (path: string, kind: Text['kind']): string =>
  kind === 'code' ? commentsOf(read(path)) : read(path);

const FULL = /(?<![\w./@$-])(?:src|tools|tests|netlify|docs|public|\.ci)\/[\w.*/{},-]*/g;
const TOP = /^(?:src|tools|tests|netlify|docs|public)\//;
const TAIL = /(?<![\w./@$~-])[\w-]+(?:\/[\w.-]+)*\.(?:ts|mts|tsx|astro|mjs|cjs|sh)(?![\w/[(\\-])/g;

/** A full path's word without what follows it in a sentence: a comma outside braces, a stop. */
const trimmed = (word: string): string =>
  /^(?:[^,{]|\{[^{}]*\})*/.exec(word)![0].replace(/[.,{-]+$/, '');

/** The repository paths a text names, full (`src/…`) or a file's name or tail (`errors.ts`). */
export function pathsInText(text: string): { path: string; kind: 'full' | 'tail' }[] {
  const full = [...text.matchAll(FULL)]
    .filter((m) => !/[[(\\]/.test(text[m.index + m[0].length] ?? ''))
    .map((m) => ({ path: trimmed(m[0]), kind: 'full' as const }));
  const tails = [...text.matchAll(TAIL)]
    .filter((m) => !TOP.test(m[0]))
    .map((m) => ({ path: m[0], kind: 'tail' as const }));
  return [...full, ...tails];
}

/** A glob's alternatives: `*.{ts,tsx}` is `*.ts` or `*.tsx`. */
const expandBraces = (glob: string): string[] => {
  const m = /\{([^{}]*)\}/.exec(glob);
  if (!m) return [glob];
  return m[1]!.split(',').flatMap((choice) => expandBraces(glob.replace(m[0], choice)));
};

/** A path a text names is in the checkout (or the build writes it); a glob matches a file. */
export function pathExists(path: string, kind: 'full' | 'tail'): boolean {
  if (kind === 'tail') return tailExists(path);
  if (!/[*{]/.test(path)) return exists(path);
  return expandBraces(path).some((glob) => {
    const pattern = globPattern(glob);
    return repositoryFiles.some((file) => pattern.test(file));
  });
}

/** The headings a text links to by anchor: `docs/architecture.md#request-paths`. */
export const linkedAnchors = (text: string): HeadingReference[] =>
  [...text.matchAll(/(?<![\w./-])((?:docs\/)?[\w-]+\.md)#([\w-]+)/g)].map((m) => ({
    document: m[1] === 'README.md' || m[1]!.startsWith('docs/') ? m[1]! : `docs/${m[1]}`,
    anchor: m[2]!,
  }));

/** Why a heading reference does not hold, or null when it does. */
export function brokenReference(ref: HeadingReference): string | null {
  if (!existsSync(join(root, ref.document))) return `${ref.document} does not exist`;
  const found = headings(read(ref.document));
  const ok =
    (ref.section !== undefined && found.some((h) => h.number === ref.section)) ||
    (ref.heading !== undefined && found.some((h) => namesHeading(h, ref.heading!))) ||
    (ref.anchor !== undefined && found.some((h) => h.anchor === ref.anchor));
  if (ok) return null;
  const what = ref.section ? `section ${ref.section}` : (ref.heading ?? `#${ref.anchor}`);
  return `${ref.document}: no heading ${what}`;
}

/** A numbered section of a document (`## 5. The variables`), from its heading to the next. */
export function numberedSection(path: string, number: number): string {
  const text = read(path);
  const start = text.indexOf(`\n## ${number}. `);
  if (start < 0) throw new Error(`${path} has no section ${number}`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}
