/**
 * The emulator matches a feature's routes (src/demo/feature-routes.ts) before its own: a feature
 * may answer a path the core emulator also knows (here a Services service type), and the core's
 * answer stands for every other path.
 */
import { describe, expect, test, vi } from 'vitest';
import { createEmulator } from '../../src/demo/emulator.ts';

vi.mock('../../src/demo/feature-routes.ts', () => ({
  FEATURE_ROUTES: [
    ['GET', '/services/v2/service_types/:id', () => Response.json({ data: { id: 'feature' } })],
  ],
}));

const emulator = createEmulator({
  prefix: '/demo/pco',
  zone: 'America/New_York',
  rateLimit: { limit: 1000, periodSeconds: 20 },
});
const get = async (path: string) =>
  (await emulator(new Request(`http://emu.test/demo/pco${path}`)).json()) as {
    data: { id: string } | unknown[];
  };

describe('feature routes', () => {
  test('a feature’s route answers a path the core emulator knows', async () => {
    expect((await get('/services/v2/service_types/1')).data).toEqual({ id: 'feature' });
  });

  test('the core answers every other path', async () => {
    expect(Array.isArray((await get('/people/v2/households')).data)).toBe(true);
  });
});
