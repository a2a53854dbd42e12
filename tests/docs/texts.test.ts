/**
 * Every tracked text besides the documents (texts.ts says which, and what in each is read):
 * configurations, scripts and code comments name only repository paths, document sections and
 * headings, and code-style.md habits that exist.
 */
import { describe, expect, test } from 'vitest';
import { headingReferences } from './references.ts';
import { read } from './repository.ts';
import {
  brokenReference,
  commentsOf,
  documents,
  linkedAnchors,
  pathExists,
  pathsInText,
  referringText,
  texts,
} from './texts.ts';

/** Paths in other projects that a comment names by that project's own path, and whose. */
const OUTSIDE_PATHS = new Map<string, string>([
  ['docs/variability.md', "Lighthouse's documents"],
  ['docs/throttling.md', "Lighthouse's documents"],
  ['netlify/build', "Netlify's build repository"],
]);

/** The paths a text names that are not in the checkout, as `file: path`. */
function missingPaths(path: string, text: string): string[] {
  return pathsInText(text)
    .filter((named) => !OUTSIDE_PATHS.has(named.path) && !pathExists(named.path, named.kind))
    .map((named) => `${path}: ${named.path}`);
}

describe('the other texts', () => {
  test('every repository path a configuration or a comment names exists', () => {
    expect(texts.length).toBeGreaterThan(500);
    const missing = texts.flatMap(({ path, kind }) =>
      missingPaths(path, referringText(path, kind)),
    );
    expect(missing, JSON.stringify(missing)).toEqual([]);
  });

  test('every section and heading they cite exists', () => {
    const broken = texts.flatMap(({ path, kind }) =>
      [
        ...headingReferences(path, referringText(path, kind)),
        ...linkedAnchors(referringText(path, kind)),
      ]
        .map(brokenReference)
        .filter((why) => why !== null)
        .map((why) => `${path}: ${why}`),
    );
    expect(broken, JSON.stringify(broken)).toEqual([]);
  });

  test('every habit a text cites is one of code-style.md', () => {
    const habits = (/## Habits\n([\s\S]*?)\n## /.exec(read('docs/code-style.md'))?.[1] ?? '')
      .split('\n')
      .filter((line) => /^\d+\. /.test(line)).length;
    const cited = [...texts.map(({ path }) => path), ...documents].flatMap((file) =>
      [...read(file).matchAll(/code-style\.md,? habits? (\d+)/g)]
        .filter((m) => Number(m[1]) < 1 || Number(m[1]) > habits)
        .map((m) => `${file}: habit ${m[1]}`),
    );
    expect(habits).toBeGreaterThan(0);
    expect(cited).toEqual([]);
  });

  test('each outside path is still named somewhere', () => {
    const named = new Set(
      texts.flatMap(({ path, kind }) =>
        pathsInText(referringText(path, kind)).map((named) => named.path),
      ),
    );
    expect([...OUTSIDE_PATHS.keys()].filter((path) => !named.has(path))).toEqual([]);
  });
});

describe('reading a text', () => {
  test("a comment's dead path or file name is caught; a string's test data is not", () => {
    const code = [
      "// see src/lib/gone.ts and errors.ts, or lib/podcast/gone.ts's rule",
      "const fixture = 'src/assets/staff/new.jpg';",
      '/** Under tools/no-such/ (docs/architecture.md). */',
    ].join('\n');
    expect(missingPaths('src/x.ts', commentsOf(code))).toEqual([
      'src/x.ts: src/lib/gone.ts',
      'src/x.ts: tools/no-such/',
      'src/x.ts: lib/podcast/gone.ts',
    ]);
  });

  test('a configuration is read whole: its globs must match, its patterns are left alone', () => {
    const config = [
      "include: ['tests/**/*.test.{ts,tsx}', 'tests/**/{integration,e2e}/**'],",
      "exclude: ['tests/nothing-here/*.test.ts'], path: '^src/app/composition[.]ts$',",
      '# the URL /docs/site/ is a route, src/platform/server/http/handler.ts a file',
    ].join('\n');
    expect(missingPaths('x.toml', config)).toEqual(['x.toml: tests/nothing-here/*.test.ts']);
  });

  test('a section or an anchor cited in a comment must be a heading of that document', () => {
    const code = "// docs/architecture.md section 13\nconst s = 'docs/architecture.md section 14';";
    const refs = headingReferences('src/x.ts', commentsOf(code));
    expect(refs.map(brokenReference)).toEqual(['docs/architecture.md: no heading section 13']);
    const anchors = linkedAnchors('# docs/architecture.md#no-such, README.md#where-things-are');
    expect(anchors.map(brokenReference)).toEqual([
      'docs/architecture.md: no heading #no-such',
      null,
    ]);
  });
});
