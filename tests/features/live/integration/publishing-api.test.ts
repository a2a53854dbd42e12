/**
 * GET /api/live on the site as the suite's target serves it (the sources, or Netlify's bundles
 * on Netlify CLI) in production mode, Planning Center Publishing set (PCO_PUBLISHING_CHANNEL_ID)
 * and reached through the platform's Planning Center client at a strict stand-in on a port of
 * its own (token checked): an active episode time makes the answer live with its video;
 * Publishing down (503, or 429 with Retry-After) leaves the schedule deciding, and nothing
 * answers 5xx. Each test starts a stand-in and a site of its own: the observations and the
 * Planning Center client's answers are kept a minute.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_PUBLISHING_CHANNEL_ID } from '../../../../src/features/live/server/config.ts';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { MODE } from '../../../helpers/target.ts';
import { startPublishingStandIn, type PublishingStandIn } from './publishing-stand-in.ts';

let pco: PublishingStandIn;
let site: TestServer | undefined;

/** GET /api/live of a production site whose Planning Center is the stand-in. */
async function get(): Promise<{ status: number; body: LiveAnswer }> {
  site = await startTestServer({
    PCO_BASE_URL: pco.url,
    PCO_PUBLISHING_CHANNEL_ID: DEMO_PUBLISHING_CHANNEL_ID,
  });
  const answer = await fetch(`${site.url}/api/live`);
  return { status: answer.status, body: (await answer.json()) as LiveAnswer };
}

beforeEach(async () => {
  pco = await startPublishingStandIn();
}, 30_000);
afterEach(async () => {
  await site?.close();
  site = undefined;
  await pco?.close();
});

// demo mode's Publishing is its own emulator's (tests/features/live/demo/publishing-api.test.ts)
describe.runIf(MODE === 'production')('GET /api/live with Planning Center Publishing', () => {
  test('an active episode time: live, with its video', async () => {
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
      const before = pco.asked();
      const { status, body } = await get();
      expect(status).toBe(200);
      expect(body.state).not.toBe('live');
      expect(body.video).toBeNull();
      expect(body.next?.title).toBeTruthy();
      expect(pco.asked()).toBeGreaterThan(before);
    });
});
