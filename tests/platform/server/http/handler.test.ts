import { describe, expect, test } from 'vitest';
import { config } from '../../../../src/platform/server/config/index.ts';
import { handler } from '../../../../src/platform/server/http/handler.ts';

const context = { params: {}, ip: '127.0.0.1' };
let ran = 0;
const answer = () => {
  ran++;
  return Response.json({ ok: true });
};
const call = (method: string, origin: string | null, options = {}) =>
  handler(answer, options)(
    new Request(`${config().siteUrl}/api/x`, {
      method,
      headers: origin === null ? {} : { origin },
    }),
    context,
  );

describe('handler', () => {
  test('refuses a state-changing request from another site with 403, before the handler runs', async () => {
    const before = ran;
    for (const origin of ['https://evil.example', 'null', null]) {
      const response = await call('POST', origin);
      expect(response.status, String(origin)).toBe(403);
      expect(await response.json()).toEqual({
        message: 'This request must come from the church website itself.',
      });
    }
    expect(ran).toBe(before);
  });

  test("takes a state-changing request from the site's own origin", async () => {
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect((await call(method, new URL(config().siteUrl).origin)).status, method).toBe(200);
  });

  test('lets reads through from anywhere', async () => {
    expect((await call('GET', 'https://evil.example')).status).toBe(200);
    expect((await call('HEAD', null)).status).toBe(200);
  });

  test('takes any origin when told to (the emulators the server itself calls)', async () => {
    expect((await call('POST', null, { anyOrigin: true })).status).toBe(200);
  });

  test('answers with the security headers, failures included', async () => {
    const response = await call('POST', 'https://evil.example');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
