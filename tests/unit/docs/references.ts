/**
 * What a document names, read the way the docs tests check it (docs/code-style.md habit 7):
 * - a repository path is a code span starting with one of the checkout's top folders (`src/…`),
 *   or a file name ending in a source extension (`feed-store.ts`, `upload/parts.ts`); a glob
 *   (`tests/integration/podcast-*.test.ts`) must match a file. Placeholders (`<id>`, `{slug}`,
 *   `...`) and what is built or kept at run time (`dist/…`, `.data/…`) are not paths;
 * - an identifier of our code is a code span that is a camelCase name with a capital inside
 *   (`requireArea`), a PascalCase name of two words or more (`HttpError`), a `$store`, or an
 *   UPPER_SNAKE constant (`PUBLIC_HEADERS`), optionally called (`config()`) or reached through
 *   an object (`households.fetchIfNeeded()`), or any name called (`handler()`);
 * - a heading reference is a document followed by `section N` (or `sections N to M`) or by a
 *   quoted heading's text (`outside-systems.md "Podcast RSS"`), and a link's `#anchor`.
 */
import { dirname, join, normalize } from 'node:path';

/** The text of a document with fenced code blocks blanked out. */
export const prose = (markdown: string): string =>
  markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));

/** The contents of every inline code span. */
export const codeSpans = (markdown: string): string[] =>
  [...prose(markdown).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());

const TOP_FOLDERS = /^(?:src|tools|tests|netlify|docs|public|\.ci)\//;
const SOURCE_FILE = /^[\w.-]+(?:\/[\w.-]+)*\.(?:ts|mts|tsx|astro|mjs|cjs|sh)$/;
const NOT_A_PATH = /[<>{}]|\.\.\.|\.generated\.|^(?:dist|\.data|reports)\//;

export interface NamedPath {
  path: string;
  /** `full`: from the root; `tail`: some file's name or end; `glob`: must match a file. */
  kind: 'full' | 'tail' | 'glob';
}

/** The repository paths a document names in code spans. */
export function namedPaths(markdown: string): NamedPath[] {
  const found: NamedPath[] = [];
  for (const span of codeSpans(markdown)) {
    if (/\s/.test(span) || NOT_A_PATH.test(span)) continue;
    if (span.includes('*') && TOP_FOLDERS.test(span)) found.push({ path: span, kind: 'glob' });
    else if (TOP_FOLDERS.test(span)) found.push({ path: span, kind: 'full' });
    else if (SOURCE_FILE.test(span)) found.push({ path: span, kind: 'tail' });
  }
  return found;
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

/** Names said to live in a file: `` `name` in `src/…` `` or `` `name` (`src/…` ``. */
export const namedWithFile = (markdown: string): { name: string; file: string }[] =>
  [
    ...prose(markdown).matchAll(
      /`([^`\s]+)`\s*(?:\(|,|in|from)\s*`((?:src|tools|tests|netlify)\/[\w./-]+\.\w+)`/g,
    ),
  ]
    .map((m) => ({ name: IDENTIFIER.exec(m[1]!)?.[1], file: m[2]! }))
    .filter((n): n is { name: string; file: string } => n.name !== undefined);

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
  for (const m of body.matchAll(new RegExp(`${DOC}\\s+"([^"\\n]+)"`, 'g')))
    found.push({ document: resolve(from, m[1]!, m[2]), heading: m[3]! });
  if (from.endsWith('.md')) found.push(...ownSections(from, body));
  if (from.endsWith('.md'))
    for (const m of body.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g))
      found.push({ document: m[1] ? resolve(from, m[1], m[1]) : from, anchor: m[2]! });
  return found;
}
