/**
 * The conventions of docs/code-style.md that a machine can check: every function with an address
 * is wrapped in handler() (habit 5), every exported function has a doc comment (habit 7), and
 * every nanostores store is named with a leading `$` (habit 6). Each check has a bad example
 * here that must fail. Dependencies are checked in dependencies.test.ts.
 */
import { dirname, join, normalize } from 'node:path';
import { describe, expect, test } from 'vitest';
import { read, trackedFiles } from './repository.ts';
import type ts from 'typescript';
import {
  calleeOf,
  exportedFunctions,
  exportedStores,
  importedFrom,
  parse,
  reExportedDefault,
} from './syntax.ts';

/** Our code that ships or runs on a laptop: not tests, not vendored or generated files. */
const ownCode = trackedFiles.filter(
  (path) =>
    /^(src|netlify|tools)\//.test(path) &&
    /\.(ts|mts|tsx|astro|js|mjs)$/.test(path) &&
    !/\.d\.m?ts$/.test(path) &&
    !path.includes('/vendor/'),
);

const functionFiles = trackedFiles.filter((path) => /^netlify\/functions\/[^/]+\.mts$/.test(path));

/** A scheduled function (a `schedule` in its config, no `path`) has no address to be called at. */
const isScheduled = (text: string): boolean => {
  const config = /export const config\b[\s\S]*$/.exec(text)?.[0] ?? '';
  return /\bschedule\s*:/.test(config) && !/\bpath\s*:/.test(config);
};

/** A name of a file is the result of calling our handler() (src/platform/server/http/handler.ts). */
const callsHandler = (file: ts.SourceFile, name: string): boolean => {
  const callee = calleeOf(file, name);
  const handlers = importedFrom(file, (s) => s.endsWith('platform/server/http/handler.ts'));
  return callee !== undefined && handlers.get(callee) === 'handler';
};

/**
 * Why a function file's default export is not a handler() call, or null when it is: the file's
 * own `export default handler(…)`, or the handler it re-exports from a feature's server code
 * (`export { people as default } from '…/server/api.ts'`), followed one hop.
 */
function notAHandler(path: string, readFile: (path: string) => string): string | null {
  const text = readFile(path);
  if (isScheduled(text)) return null;
  const [file] = parse(path, text);
  if (callsHandler(file!, 'default')) return null;
  const reExport = reExportedDefault(file!);
  if (!reExport) return `${path}: its default export is not a handler() call`;
  const target = normalize(join(dirname(path), reExport.from));
  const [other] = parse(target, readFile(target));
  if (callsHandler(other!, reExport.name)) return null;
  return `${path}: ${reExport.name} in ${target} is not a handler() call`;
}

/** The exported functions of a file without a doc comment, as `file:line name`. */
const undocumented = (path: string, text: string): string[] =>
  parse(path, text).flatMap((file) =>
    exportedFunctions(file)
      .filter((fn) => !fn.documented)
      .map((fn) => `${path}:${fn.line} ${fn.name}`),
  );

/** The exported stores of a file not named with a leading `$`. */
const misnamedStores = (path: string, text: string): string[] =>
  parse(path, text).flatMap((file) =>
    exportedStores(file)
      .filter((name) => !name.startsWith('$'))
      .map((name) => `${path}: ${name}`),
  );

describe('the functions', () => {
  test('every function with an address is wrapped in handler()', () => {
    expect(functionFiles.length).toBeGreaterThan(20);
    const astray = functionFiles.map((path) => notAHandler(path, read)).filter((why) => why);
    expect(astray, JSON.stringify(astray)).toEqual([]);
  });

  test('a function has an address or a schedule', () => {
    const neither = functionFiles.filter(
      (path) =>
        !isScheduled(read(path)) && !/export const config\b[^;]*\bpath\s*:/.test(read(path)),
    );
    expect(neither).toEqual([]);
  });

  test('a bare function, a re-export of one or another handler is caught; ours passes', () => {
    const files: Record<string, string> = {
      'netlify/functions/bare.mts':
        "export default async () => new Response('hi');\nexport const config = { path: '/x' };",
      'netlify/functions/thin.mts':
        "export { people as default } from '../../src/features/x/server/api.ts';",
      'netlify/functions/stray.mts':
        "export { raw as default } from '../../src/features/x/server/api.ts';",
      'netlify/functions/lookalike.mts': [
        "import { handler } from './my-own-wrapper.ts';",
        'export default handler(async () => Response.json([]));',
      ].join('\n'),
      'src/features/x/server/api.ts': [
        "import { handler } from '../../../platform/server/http/handler.ts';",
        'export const people = /* @__PURE__ */ handler(async () => Response.json([]));',
        'export async function raw(): Promise<Response> { return Response.json([]); }',
      ].join('\n'),
    };
    const readFile = (path: string) => files[path]!;
    expect(notAHandler('netlify/functions/bare.mts', readFile)).toMatch(/not a handler\(\) call/);
    expect(notAHandler('netlify/functions/thin.mts', readFile)).toBeNull();
    expect(notAHandler('netlify/functions/stray.mts', readFile)).toMatch(/raw in src\/features/);
    expect(notAHandler('netlify/functions/lookalike.mts', readFile)).toMatch(/not a handler/);
  });
});

describe('the code', () => {
  test('every exported function has a doc comment', () => {
    expect(ownCode.length).toBeGreaterThan(300);
    const missing = ownCode.flatMap((path) => undocumented(path, read(path)));
    expect(missing, JSON.stringify(missing)).toEqual([]);
  });

  test('an exported function with no doc comment, or only a line comment, is caught', () => {
    const text = [
      '/** Documented. */',
      'export function good(): void {}',
      'export function bare(): void {}',
      '// a line comment is not a doc comment',
      'export const arrow = (): number => 1;',
      '/** Overloaded: documented once. */',
      'export function twice(a: string): string;',
      'export function twice(a: number): number;',
      'export function twice(a: unknown) { return a; }',
      'export const notAFunction = 1;',
    ].join('\n');
    expect(undocumented('src/x.ts', text)).toEqual(['src/x.ts:3 bare', 'src/x.ts:5 arrow']);
  });

  test('every exported nanostores store is named with a leading $', () => {
    const misnamed = ownCode.flatMap((path) => misnamedStores(path, read(path)));
    expect(misnamed).toEqual([]);
  });

  test('a store without its $ is caught, whichever maker made it', () => {
    const text = [
      "import { atom, computed, map as makeMap } from 'nanostores';",
      'export const $good = atom(0);',
      'export const count = atom<number>(0);',
      'export const doubled = computed($good, (n) => n * 2);',
      'export const settings = makeMap({});',
      'export const list = [1].map((n) => n);',
    ].join('\n');
    expect(misnamedStores('src/x.ts', text)).toEqual([
      'src/x.ts: count',
      'src/x.ts: doubled',
      'src/x.ts: settings',
    ]);
  });
});
