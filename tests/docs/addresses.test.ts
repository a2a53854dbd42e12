/**
 * The documented addresses cannot drift from the code that serves them: every page of the route
 * registry (src/platform/shared/routes.ts) is in docs/requirements.md section 2, every function's
 * `config.path` in section 2 or 7 (the API calls), and every `/api/` call section 7 names is served
 * by a function. The functions' literal configs are the registry of their addresses
 * (docs/architecture.md section 3).
 */
import { readdirSync } from 'node:fs';
import { URLPattern } from 'urlpattern-polyfill';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../../src/platform/shared/routes.ts';
import { numberedSection } from './texts.ts';

const DIR = 'netlify/functions';
const names = readdirSync(DIR)
  .filter((file) => file.endsWith('.mts'))
  .map((file) => file.replace(/\.mts$/, ''));

/** Each function's paths, from its literal config. */
async function readPaths(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const name of names) {
    const { config } = (await import(`../../netlify/functions/${name}.mts`)) as {
      config: { path?: string | string[] };
    };
    // a scheduled function has no address
    if (config.path) found.set(name, [config.path].flat());
  }
  return found;
}

let paths: Promise<Map<string, string[]>> | undefined;
/** Each function's paths, read once for the file. */
const functionPaths = () => (paths ??= readPaths());

/** A section of requirements.md. */
const section = (number: number) => numberedSection('docs/requirements.md', number);

/** The fixed start of a path, up to its first parameter or wildcard. */
const fixedPart = (path: string) => path.split(/[:*]/)[0]!;

/** The `/api/` addresses a text names: `{name}` placeholders become one segment. */
const apiCalls = (text: string) =>
  [...text.matchAll(/\/api\/[\w./{}-]+/g)].map((m) => m[0].replace(/\{[\w-]+\}/g, 'x'));

/** The page addresses section 2 names, each as a pattern: `{name}` a parameter. */
const documentedRoutes = () =>
  [...section(2).matchAll(/`(\/[^`\s]*)`/g)].map(
    (m) => new URLPattern({ pathname: m[1]!.split('?')[0]!.replace(/\{([\w-]+)\}/g, ':$1') }),
  );

describe('the documented addresses', () => {
  test('every page of the route registry is in requirements.md section 2', () => {
    const routes = documentedRoutes();
    const missing = ROUTES.filter(({ path }) => !routes.some((p) => p.test({ pathname: path })));
    expect(missing).toEqual([]);
  });

  test('every function’s address is in requirements.md, the demo’s emulators aside', async () => {
    const documented = section(2) + section(7);
    const missing = [...(await functionPaths())].flatMap(([name, paths]) =>
      paths
        .filter((path) => !path.startsWith('/demo/') && !documented.includes(fixedPart(path)))
        .map((path) => `${name}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  test('every API call requirements.md names is served by a function', async () => {
    const patterns = [...(await functionPaths()).values()]
      .flat()
      .map((pathname) => new URLPattern({ pathname }));
    const calls = apiCalls(section(7));
    expect(calls.length).toBeGreaterThan(20);
    const unserved = calls.filter((call) => !patterns.some((p) => p.test({ pathname: call })));
    expect(unserved).toEqual([]);
  });

  test('the check sees an address no function serves (it can fail)', async () => {
    const patterns = [...(await functionPaths()).values()]
      .flat()
      .map((pathname) => new URLPattern({ pathname }));
    expect(apiCalls('`GET /api/notices/{id}`')).toEqual(['/api/notices/x']);
    expect(patterns.some((p) => p.test({ pathname: '/api/notices/x' }))).toBe(false);
  });
});
