/**
 * Every local server survives an address it cannot read (docs/security.md, "Where each rule is
 * enforced"): `npm start`/`npm run serve` (or `npm run preview`, by the suite's target), `npm run cms`, the
 * Planning Center emulator and the `astro dev` middleware answer 400 to a malformed escape, with
 * or without compression asked for, and then still serve a good request.
 */
import { createServer, request, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startCmsServer, type CmsServer } from '../../../tools/cms/server.ts';
import { startEmulatorServer, type EmulatorServer } from '../../../tools/local/emulator-server.ts';
import { listen } from '../../../tools/local/listen.ts';
import { loadNetlifyRules } from '../../../tools/local/netlify-rules.ts';
import { createRouter } from '../../../tools/local/router.ts';
import { createRequestHandler } from '../../../tools/local/server.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const MALFORMED = [
  '/pagefind/%zz',
  '/pagefind/pagefind.js%',
  '/%zz',
  '/docs/%e0%a4%a',
  '/api/%zz',
  '/index.html%ff',
  'http://127.0.0.1:99999/',
];
const ENCODINGS = [{ 'Accept-Encoding': 'gzip' }, { 'Accept-Encoding': 'br' }, {}];

/** The status of a GET sent with `target` exactly as written (fetch would mend it). */
function statusOf(base: string, target: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, headers }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

/** Sends every malformed address (each way) and then `good`, which must still be answered. */
async function survives(base: string, good: string, goodStatus: number): Promise<void> {
  for (const path of MALFORMED)
    for (const headers of ENCODINGS) {
      const status = await statusOf(base, path, headers);
      expect(status, `${path} ${JSON.stringify(headers)}`).toBe(400);
    }
  const after = await fetch(`${base}${good}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(after.status).toBe(goodStatus);
}

describe('local servers answer an unreadable address 400 and keep serving', () => {
  let site: TestServer;
  let cms: CmsServer;
  let emulator: EmulatorServer;
  let dev: Server;
  let devUrl: string;
  let repo: string;

  beforeAll(async () => {
    site = await startTestServer();
    repo = await mkdtemp(join(tmpdir(), 'dcc-cms-malformed-'));
    await writeFile(join(repo, 'package.json'), '{}\n');
    cms = await startCmsServer(process.cwd(), repo, 0);
    emulator = await startEmulatorServer(0);
    // `astro dev` mounts the handler as a middleware that passes what it does not serve on
    const fixtures = join(import.meta.dirname, '../../fixtures');
    const handle = createRequestHandler(
      await createRouter(join(fixtures, 'functions')),
      await loadNetlifyRules(join(fixtures, 'site/netlify.toml')),
      null,
    );
    dev = createServer((req, res) => void handle(req, res, () => res.writeHead(404).end()));
    ({ url: devUrl } = await listen(dev));
  });

  afterAll(async () => {
    await site?.close();
    await cms?.close();
    await emulator?.close();
    dev?.close();
    await rm(repo, { recursive: true, force: true });
  });

  test('the site server (npm start, npm run serve or npm run preview)', async () => {
    await survives(site.url, '/pagefind/pagefind.js', 200);
  });

  test('the content editor server (npm run cms)', async () => {
    await survives(cms.url, '/about', 200);
  });

  test('the Planning Center emulator (npm run pco-emulator)', async () => {
    await survives(emulator.url, '/people/v2/people', 200);
  });

  test('the astro dev middleware', async () => {
    await survives(devUrl, '/api/items/42', 200);
  });
});
