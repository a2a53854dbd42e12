/** What the Planning Center client suites (client.test.ts, transport.test.ts) share: the client on the emulator. */
import {
  createPcoClient,
  type PcoClientOptions,
} from '../../../../src/platform/server/pco/client.ts';
import * as demo from '../../../../src/demo/index.ts';

export const BASE = 'http://pco.test/demo/pco';
const NOW = Date.parse('2025-03-05T15:00:00Z');

/** A client wired to the emulator in-process, with a fake clock shared by both. */
export function setup(
  options: {
    rateLimit?: { limit: number; periodSeconds: number };
    wrap?: (next: typeof fetch) => typeof fetch;
  } & Partial<PcoClientOptions> = {},
) {
  const clock = { now: NOW };
  const emulator = demo.createEmulator({
    prefix: '/demo/pco',
    now: () => clock.now,
    zone: 'America/New_York',
    rateLimit: options.rateLimit ?? { limit: 10_000, periodSeconds: 20 },
  });
  const requests: Request[] = [];
  const direct: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    return Promise.resolve(emulator(request));
  };
  const sleeps: number[] = [];
  const client = createPcoClient({
    baseUrl: BASE,
    auth: null,
    now: () => clock.now,
    sleep: (ms) => {
      sleeps.push(ms);
      clock.now += ms;
      return Promise.resolve();
    },
    random: () => 0.5,
    ...options,
    fetch: options.wrap ? options.wrap(direct) : direct,
  });
  return { client, clock, requests, sleeps };
}
