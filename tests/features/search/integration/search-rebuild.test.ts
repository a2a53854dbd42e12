/**
 * The local servers' search rebuild endpoint answers only the local site (docs/security.md,
 * "The local rebuild endpoint"): a post from a foreign Origin or to a foreign Host gets 403 and
 * starts nothing; a burst of the site's own posts shares one queued rebuild, and /pagefind/ is
 * answered from the index in place meanwhile, never made to wait. Real requests to the server
 * the suite's target runs (`npm start`'s or `npm run preview`'s, which share this endpoint).
 */
import { stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

const PATH = '/.netlify/search-rebuild';
let site: TestServer;
/** How long one rebuild takes here, measured. */
let once = 0;

const indexDir = () => join(site.dataDir, 'search-index', 'pagefind');
/** The index folder's identity: each rebuild swaps in a new folder. */
const indexId = async () => (await stat(indexDir())).ino;
const post = (headers: Record<string, string> = {}) =>
  fetch(site.url + PATH, { method: 'POST', headers });
/** A post naming another Host (which fetch would not send), as a rebound DNS name would. */
const postAs = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(site.url + PATH, { method: 'POST', headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject).end();
  });

beforeAll(async () => {
  site = await startTestServer({}, { searchRebuild: true });
  expect((await fetch(`${site.url}/pagefind/pagefind.js`)).status).toBe(200); // built at start
  const started = performance.now();
  const answer = await post();
  once = performance.now() - started;
  expect(answer.status, await answer.text()).toBe(200);
});
afterAll(() => site.close());

describe('the search rebuild endpoint', () => {
  test('a foreign Origin or Host gets 403 with the security headers, and starts nothing', async () => {
    const before = await indexId();
    const host = new URL(site.url).host;
    for (const headers of [{ origin: 'https://evil.example' }, { origin: `http://evil.${host}` }]) {
      const answer = await post(headers);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    expect(await postAs(`evil.example:${new URL(site.url).port}`)).toBe(403);
    // a rebuild started now would have swapped a new folder in by then
    await new Promise((resolve) => setTimeout(resolve, once + 500));
    expect(await indexId()).toBe(before);
  });

  test('a post from the site itself rebuilds and swaps in a new index', async () => {
    const before = await indexId();
    const own = await post({ origin: site.url });
    expect(own.status).toBe(200);
    expect(await indexId()).not.toBe(before);
  });

  test('a GET gets 405', async () => {
    expect((await fetch(site.url + PATH)).status).toBe(405);
  });

  test('a burst of posts runs at most two rebuilds, and /pagefind/ stays fast', async () => {
    const started = performance.now();
    const burst = Array.from({ length: 12 }, () => post());
    const asked = performance.now();
    const entry = await fetch(`${site.url}/pagefind/pagefind-entry.json`);
    expect(entry.status).toBe(200);
    expect(performance.now() - asked).toBeLessThan(500);
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // twelve rebuilds one after another would take twelve times one; two take about two
    expect(performance.now() - started).toBeLessThan(5 * once + 1000);
  });
});
