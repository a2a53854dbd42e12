/**
 * The variables table cannot drift: every variable the functions' config reads is in
 * docs/operations.md (section 3, the Planning Center ids, or section 5, the variables), and every
 * variable the table names is read by the config or the build. Which variables the config reads
 * is watched, not listed: getConfig (and the live feature's readLiveConfig) run on a demo and a
 * production environment that count every name they ask for.
 */
import { describe, expect, test } from 'vitest';
import { read } from '../../../docs/repository.ts';
import { numberedSection } from '../../../docs/texts.ts';
import { readLiveConfig } from '../../../../src/features/live/server/config.ts';
import { ConfigError, deps, getConfig, PRODUCTION } from './config-env.ts';

/** What Netlify itself sets in builds and functions (docs.netlify.com, "Environment variables"). */
const NETLIFY_SETS = [
  'CONTEXT',
  'DEPLOY_PRIME_URL',
  'DEPLOY_URL',
  'LAMBDA_TASK_ROOT',
  'NETLIFY',
  'NETLIFY_PURGE_API_TOKEN',
  'SITE_ID',
  'URL',
];

/** The names getConfig asks an environment for. */
function variablesRead(env: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const watched = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string') seen.add(key);
      return Reflect.get(target, key) as unknown;
    },
  });
  try {
    getConfig(watched, deps);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  // a feature's own variables, read beside the platform's config by the feature (never throws)
  for (const demoOrigin of [null, 'http://127.0.0.1:8888']) readLiveConfig(watched, demoOrigin);
  return seen;
}

/** A numbered section of operations.md. */
const section = (number: number) => numberedSection('docs/operations.md', number);
const documented = section(3) + section(5);
/** The variables a text names in code spans, whole names only (not `PCO_*`). */
const named = (text: string) =>
  new Set([...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|PORT|URL)`/g)].map((m) => m[1]!));

describe('the variables table (operations.md section 5)', () => {
  const asked = new Set([
    ...variablesRead({}),
    ...variablesRead({ ...PRODUCTION, TRANSCRIBE_ENABLED: 'true' }),
  ]);

  test('names every variable the config reads, but those Netlify sets', () => {
    expect(asked.size).toBeGreaterThan(30);
    const missing = [...asked].filter((name) => !NETLIFY_SETS.includes(name));
    expect(missing.filter((name) => !named(documented).has(name))).toEqual([]);
  });

  test('names no variable that neither the config nor the build reads', () => {
    const build = read('astro.config.mjs');
    // the table's first column: `| `S3_REGION`, `S3_ENDPOINT` | ...`
    const rows = section(5)
      .match(/^\| `[^|]+/gm)!
      .join('\n');
    const unread = [...named(rows)].filter(
      (name) => !asked.has(name) && !build.includes(`${name}:`),
    );
    expect(unread).toEqual([]);
  });

  test('sees a variable the table leaves out (the check can fail)', () => {
    expect(variablesRead({ S3_BUCKET: 'b' })).toContain('S3_REGION');
    expect(named('`S3_REGION`, the `PCO_*` ids')).toEqual(new Set(['S3_REGION']));
  });
});
