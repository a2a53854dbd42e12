/**
 * Deploy previews and branch deploys log in from their own origin: a Netlify deploy accepts
 * state-changing requests from the site's address and this deploy's addresses (URL,
 * DEPLOY_PRIME_URL, DEPLOY_URL), and from no other origin.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORDS } from '../../helpers/passwords.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const SITE = 'https://dcc-church.netlify.app';
const PREVIEW = 'https://deploy-preview-42--dcc-church.netlify.app';
const PERMALINK = 'https://6571f0c2a1b2c3d4e5f60718--dcc-church.netlify.app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    URL: SITE,
    DEPLOY_PRIME_URL: PREVIEW,
    DEPLOY_URL: PERMALINK,
    SITE_ID: 'dcc-church-site',
  });
});
afterAll(() => server.close());

function logIn(origin: string): Promise<Response> {
  return fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'directory', password: PASSWORDS.directory }),
  });
}

describe('logins on a deploy preview', () => {
  test('are accepted from the deploy preview, its permalink and the site itself', async () => {
    for (const origin of [PREVIEW, PERMALINK, SITE]) {
      const answer = await logIn(origin);
      expect(answer.status, origin).toBe(200);
      expect(await answer.json()).toEqual({ user: 'directory' });
      expect(answer.headers.get('set-cookie'), origin).toMatch(/^dcc_session=[^;]+; /);
    }
  });

  test('are refused from any other origin, another deploy preview of the site included', async () => {
    for (const origin of [
      'https://evil.example',
      'https://deploy-preview-43--dcc-church.netlify.app',
      'http://deploy-preview-42--dcc-church.netlify.app',
      'null',
    ]) {
      const answer = await logIn(origin);
      expect(answer.status, origin).toBe(403);
      expect(await answer.json()).toEqual({
        message: 'This request must come from the church website itself.',
      });
    }
  });
});
