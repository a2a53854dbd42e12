/**
 * GET /api/live's handler (src/features/live/server/api.ts) called with real Requests in
 * production mode, Planning Center Publishing set (PCO_PUBLISHING_CHANNEL_ID) and reached through
 * the platform's Planning Center client at a strict stand-in on a port of its own (token checked):
 * an active episode time makes the answer live with its video; Publishing down (503, or 429 with
 * Retry-After) leaves the schedule deciding, and nothing answers 5xx.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { DEMO_PUBLISHING_CHANNEL_ID } from '../../../../src/features/live/server/config.ts';
import { live } from '../../../../src/features/live/server/api.ts';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import { hashPassword } from '../../../../src/platform/server/auth/password.ts';
import { demoIdVariables, useEnv } from '../../../../src/platform/server/config/index.ts';
import { PCO_TOKEN } from '../../../helpers/target.ts';
import { startPublishingStandIn, type PublishingStandIn } from './publishing-stand-in.ts';

let pco: PublishingStandIn;
let dataDir = '';
const hash = await hashPassword('a real shared password');

/** Production mode with Publishing at the stand-in, and a data folder of its own each time. */
async function useSite() {
  dataDir = await mkdtemp(join(tmpdir(), 'dcc-live-pub-'));
  useEnv({
    ...process.env,
    DATA_DIR: dataDir,
    SITE_URL: 'https://www.dcc.example',
    SESSION_SECRET: 's'.repeat(48),
    DIRECTORY_PASSWORD_HASH: hash,
    TEACHER_PASSWORD_HASH: hash,
    PODCAST_PASSWORD_HASH: hash,
    PCO_BASE_URL: pco.url,
    PCO_APP_ID: PCO_TOKEN.appId,
    PCO_SECRET: PCO_TOKEN.secret,
    ...demoIdVariables(),
    PCO_PUBLISHING_CHANNEL_ID: DEMO_PUBLISHING_CHANNEL_ID,
  });
  // the process's Planning Center client keeps a GET a minute: each test asks afresh
  serverDeps().pco.clearCache();
}

/** GET /api/live as the function gets it. */
async function get(): Promise<{ status: number; body: LiveAnswer }> {
  const answer = await live(new Request('https://www.dcc.example/api/live'), {
    params: {},
    ip: '127.0.0.1',
  });
  return { status: answer.status, body: (await answer.json()) as LiveAnswer };
}

beforeAll(async () => {
  pco = await startPublishingStandIn();
}, 30_000);
afterEach(async () => {
  pco.fail(null);
  useEnv(process.env);
  await rm(dataDir, { recursive: true, force: true });
});
afterAll(() => pco?.close());

describe('GET /api/live with Planning Center Publishing', () => {
  test('an active episode time: live, with its video, in production mode', async () => {
    await useSite();
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'live', notice: { text: 'Live now' } });
    expect(body.video?.id).toMatch(/^demo\w{7}$/);
    expect(body.video?.title).toMatch(/^Demo Service/);
    expect(pco.asked()).toBeGreaterThan(0);
  });

  for (const failure of [503, 429] as const)
    test(`Publishing answering ${failure}: a 200, the schedule's answer, nothing live`, async () => {
      pco.fail(failure);
      await useSite();
      const before = pco.asked();
      const { status, body } = await get();
      expect(status).toBe(200);
      expect(body.state).not.toBe('live');
      expect(body.video).toBeNull();
      expect(body.next?.title).toBeTruthy();
      expect(pco.asked()).toBeGreaterThan(before);
    });
});
