/**
 * The daily search refresh (docs/architecture.md section 9): the scheduled `search-refresh`
 * function calls the build hook, so the index itself catches up with Planning Center; it runs
 * once a day, and on request only from this machine.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { config } from '../../../../netlify/functions/search-refresh.mts';
import { cronMatches } from '../../../../tools/local/scheduled.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { TARGET } from '../../../helpers/target.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('a run calls the build hook once', async () => {
  const before = server.buildHookCalls();
  const response = await fetch(`${server.url}/.netlify/functions/search-refresh`, {
    method: 'POST',
  });
  expect(response.status).toBe(204);
  expect(server.buildHookCalls()).toBe(before + 1);
});

test('it runs once a day', () => {
  const day = Date.parse('2026-03-08T00:00:00Z');
  const minutes = Array.from({ length: 24 * 60 }, (_, m) => new Date(day + m * 60_000));
  expect(minutes.filter((at) => cronMatches(config.schedule, at))).toHaveLength(1);
});

// on Netlify a scheduled function has no address (Netlify CLI runs one for any POST, as a
// developer's way to try it), so the function's own refusal is checked on the sources
test.skipIf(TARGET === 'preview')('a page of another site cannot run it', async () => {
  const before = server.buildHookCalls();
  const response = await fetch(`${server.url}/.netlify/functions/search-refresh`, {
    method: 'POST',
    headers: { origin: 'https://evil.example' },
  });
  expect(response.status).toBe(403);
  expect(server.buildHookCalls()).toBe(before);
});
