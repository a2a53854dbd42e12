/**
 * The function files stay thin (docs/architecture.md section 3): each re-exports its handler
 * from a feature's server/api.ts and declares its route as a literal `config`, which Netlify's
 * bundler reads from the file without running it (zip-it-and-ship-it's in-source config parser
 * takes an object literal only). The handlers are marked pure, so esbuild leaves a function's
 * siblings out of its bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { config as loginConfig } from '../../netlify/functions/login.mts';

const DIR = 'netlify/functions';
const files = readdirSync(DIR).filter((f) => f.endsWith('.mts'));
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');

const WRAPPER =
  /^(import type \{ Config \} from '@netlify\/functions';\s*)?export \{ \w+ as default \} from '\.\.\/\.\.\/src\/(features\/[\w-]+\/server\/api|app\/emulators)\.ts';\s*export const config(: Config)? = \{[^;]*\};\s*$/;

describe('netlify/functions/', () => {
  test('each file re-exports a handler and declares its route as a literal', () => {
    expect(files.length).toBeGreaterThan(30);
    const thick = files.filter((file) => !WRAPPER.test(code(`${DIR}/${file}`)));
    expect(thick).toEqual([]);
    expect(loginConfig).toMatchObject({ path: '/login', method: ['GET', 'POST'] });
  });

  test('every handler a feature exports for them is marked pure', () => {
    const sources = files.map(
      (file) => code(`${DIR}/${file}`).match(/from '\.\.\/\.\.\/(.+)'/)![1]!,
    );
    const unmarked = [...new Set(sources)].flatMap((source) =>
      [
        ...readFileSync(source, 'utf8').matchAll(
          /^export const (\w+) = (?!\/\* @__PURE__ \*\/ handler\()/gm,
        ),
      ].map((m) => `${source}: ${m[1]}`),
    );
    expect(unmarked).toEqual([]);
  });

  test('every public function that reads Planning Center declares Netlify’s rate limit', async () => {
    // docs/security.md, "Where each rule is enforced": the answers are kept for every instance;
    // this is the outer fence
    const readers = [
      'calendar',
      'event-page',
      'events',
      'group-page',
      'groups',
      'signups',
      'worshipsamples',
    ];
    for (const name of readers) {
      const { config } = (await import(`../../netlify/functions/${name}.mts`)) as {
        config: object;
      };
      expect(config, name).toMatchObject({
        rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
      });
    }
  });
});
