/**
 * What a document names, read the way the docs tests check it (docs/code-style.md habit 7):
 * - a repository path is a code span starting with one of the checkout's top folders (`src/…`),
 *   or a file name ending in a source extension (`feed-store.ts`, `upload/parts.ts`), or such a
 *   word of a command (`node tools/make-docs.ts`); a glob (`tests/features/podcast/integration/podcast-*.test.ts`)
 *   must match a file. It must be tracked by git, or be one of the outputs the build writes
 *   (repository.ts lists them once). Placeholders (`<id>`, `{slug}`, `...`) are not paths;
 * - an identifier of our code is a code span that is a camelCase name with a capital inside
 *   (`requireArea`), a PascalCase name of two words or more (`HttpError`), a `$store`, or an
 *   UPPER_SNAKE constant (`PUBLIC_HEADERS`), optionally called (`config()`) or reached through
 *   an object (`households.fetchIfNeeded()`), or any name called (`handler()`). It must be
 *   declared in our code (repository.ts says what counts), not merely said in a comment;
 * - a name said to be in a file (`` `name` in `file` ``) must be declared there, and a file said
 *   to hold names (`` `file` (`name`, `other`) ``) must declare or use them;
 * - a heading reference is a document followed by `section N` (or `sections N to M`) or by a
 *   quoted heading's text (`outside-systems.md "Podcast RSS"`, or in parentheses), and a link's
 *   `#anchor`.
 */
import { dirname, join, normalize } from 'node:path';

/** The text of a document with fenced code blocks blanked out. */
export const prose = (markdown: string): string =>
  markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));

/** The contents of every inline code span. */
export const codeSpans = (markdown: string): string[] =>
  [...prose(markdown).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());

const TOP_FOLDERS =
  /^(?:src|tools|tests|netlify|docs|public|\.ci|dist|\.data|\.astro|\.tools|reports)\//;
const SOURCE_FILE = /^[\w.-]+(?:\/[\w.-]+)*\.(?:ts|mts|tsx|astro|mjs|cjs|sh)$/;
const NOT_A_PATH = /[<>{}$]|\.\.\./;

export interface NamedPath {
  path: string;
  /** `full`: from the root; `tail`: some file's name or end; `glob`: must match a file. */
  kind: 'full' | 'tail' | 'glob';
}

/** What a span (or one word of a command in it, `node tools/make-docs.ts`) names as a path. */
function pathOf(word: string): NamedPath | undefined {
  if (NOT_A_PATH.test(word)) return undefined;
  if (word.includes('*') && TOP_FOLDERS.test(word)) return { path: word, kind: 'glob' };
  if (TOP_FOLDERS.test(word)) return { path: word, kind: 'full' };
  if (SOURCE_FILE.test(word)) return { path: word, kind: 'tail' };
  return undefined;
}

/** The repository paths a document names in code spans, commands' arguments included. */
export function namedPaths(markdown: string): NamedPath[] {
  return codeSpans(markdown).flatMap((span) =>
    (/\s/.test(span) ? span.split(/\s+/).map((word) => word.replace(/[,;:)'"]+$/, '')) : [span])
      .map(pathOf)
      .filter((named) => named !== undefined),
  );
}

/** A glob (`*` within a name, `**` across folders) as a regular expression over paths. */
export const globPattern = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .replace(/\/$/, '')
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*\*/g, '\u0001')
      .replace(/\*/g, '[^/]*')
      .split('\u0000')
      .join('(?:.*/)?')
      .split('\u0001')
      .join('.*')}(?:/.*)?$`,
  );

const IDENTIFIER =
  /^(?:[$\w]+\.)*([a-z][a-z0-9]*[A-Z][$\w]*|[A-Z][a-z0-9]+[A-Z][$\w]*|\$[a-z][$\w]*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:\(.*\))?$/;

/** A call of a one-word function: `handler()`, `config()`. */
const CALL = /^(?:[$\w]+\.)*([a-z][a-z0-9]*)\(.*\)$/;

/** The names of our code a document names in code spans. */
export const namedIdentifiers = (markdown: string): string[] =>
  codeSpans(markdown)
    .map((span) => IDENTIFIER.exec(span)?.[1] ?? CALL.exec(span)?.[1])
    .filter((name): name is string => name !== undefined);

export interface NameInFile {
  name: string;
  /** A path from the root (`src/…`) or a file's name or tail (`session.ts`, `upload/parts.ts`). */
  file: string;
  /** `declared`: the name is declared in the file; `used`: the file's code declares or uses it. */
  claim: 'declared' | 'used';
}

const FILE = String.raw`((?:src|tools|tests|netlify)\/[\w./-]+\.\w+|[\w-]+(?:\/[\w.-]+)*\.(?:ts|mts|tsx|astro))`;

/**
 * Names said to live in a file: `` `name` in `file` `` (or `, `, `(`, `from`), and the reversed
 * `` `file` (`name`, `other`: why) ``, where every name in the parenthesis before its first
 * colon or semicolon is claimed to be declared or used in the file's code (not its comments).
 */
export function namedWithFile(markdown: string): NameInFile[] {
  const text = prose(markdown);
  const found: NameInFile[] = [];
  for (const m of text.matchAll(
    new RegExp(`\`([^\`\\s]+)\`\\s*(?:\\(|,|in|from)\\s*\`${FILE}\``, 'g'),
  )) {
    const name = IDENTIFIER.exec(m[1]!)?.[1];
    if (name) found.push({ name, file: m[2]!, claim: 'declared' });
  }
  for (const m of text.matchAll(new RegExp(`\`${FILE}\`\\s*\\(([^)]*)\\)`, 'g'))) {
    const claimed = m[2]!.split(/[:;]|\s(?:in|from)\s/)[0]!;
    for (const span of claimed.matchAll(/`([^`]+)`/g)) {
      const name = IDENTIFIER.exec(span[1]!)?.[1];
      if (name) found.push({ name, file: m[1]!, claim: 'used' });
    }
  }
  return found;
}

export interface HeadingReference {
  /** The cited document, as a path from the repository's root. */
  document: string;
  /** A section number, or a heading's text, or a link's anchor. */
  section?: string;
  heading?: string;
  anchor?: string;
}

/** Which document a name or a link target means, read from the document `from`. */
function resolve(from: string, name: string, target?: string): string {
  if (target) return normalize(join(dirname(from), target));
  if (name === 'README' || (name === 'README.md' && !from.startsWith('docs/'))) return 'README.md';
  return name.startsWith('docs/') ? name : `docs/${name}`;
}

const DOC = String.raw`\b((?:docs\/)?[\w-]+\.md|README)(?:\]\(([^)#\s]+)(?:#[^)]*)?\))?,?`;

/**
 * A bare `section N` in a document is one of its own, unless its sentence named another document
 * before it (`architecture.md section 6 and section 5`).
 */
function ownSections(from: string, body: string): HeadingReference[] {
  const sentenceBefore = (index: number) =>
    body
      .slice(Math.max(0, index - 200), index)
      .split(/\.\s/)
      .pop()!;
  return [...body.matchAll(/\bsections?\s+(\d+)(?:\s+(?:to|and|or)\s+(\d+))?/g)]
    .filter((m) => !/\.md\b|README/.test(sentenceBefore(m.index)))
    .flatMap((m) => [m[1], m[2]].filter((n) => n !== undefined))
    .map((section) => ({ document: from, section }));
}

/** A quoted heading wrapped over lines (of a document, or of a comment) as one line. */
const oneLine = (quoted: string): string =>
  quoted.replace(/\s*\n\s*(?:\*\s*|\/\/\s*)?/g, ' ').trim();

/** The sections and headings a text (a document, or code comments) cites. */
export function headingReferences(from: string, text: string): HeadingReference[] {
  const found: HeadingReference[] = [];
  const body = from.endsWith('.md') ? prose(text) : text;
  for (const m of body.matchAll(
    new RegExp(`${DOC}\\s+sections?\\s+(\\d+)(?:\\s+(?:to|and|or)\\s+(\\d+))?`, 'g'),
  )) {
    const document = resolve(from, m[1]!, m[2]);
    for (const section of [m[3], m[4]]) if (section) found.push({ document, section });
  }
  for (const m of body.matchAll(new RegExp(`${DOC}\\s+\\(?"([^"]{1,120}?)"`, 'g')))
    found.push({ document: resolve(from, m[1]!, m[2]), heading: oneLine(m[3]!) });
  if (from.endsWith('.md')) found.push(...ownSections(from, body));
  if (from.endsWith('.md'))
    for (const m of body.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g))
      found.push({ document: m[1] ? resolve(from, m[1], m[1]) : from, anchor: m[2]! });
  return found;
}
