import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from '../../../../src/platform/server/http/errors.ts';
import {
  FAULT_SHOWN_MS,
  isUpstreamFailure,
  noteFault,
  recentFaults,
} from '../../../../src/platform/server/pco/faults.ts';
import { keepLastGood } from '../../../../src/platform/server/pco/last-good.ts';
import { PcoError } from '../../../../src/platform/server/pco/transport.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';

const at = (storage: Storage, now: number) => ({ storage, clock: { now: () => now } });

let dir: string;
let storage: Storage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-faults-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('isUpstreamFailure', () => {
  test("counts Planning Center's failures and a service's own 5xx, never a fault of the code", () => {
    expect(isUpstreamFailure(new PcoError(502, 'down', 503))).toBe(true);
    expect(isUpstreamFailure(new HttpError(503, 'busy'))).toBe(true);
    expect(
      isUpstreamFailure(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(
      isUpstreamFailure(
        Object.assign(new Error('require() of ES Module'), { code: 'ERR_REQUIRE_ESM' }),
      ),
    ).toBe(false);
  });
});

describe('recentFaults', () => {
  test('holds each answer’s last fault for a week, newest first', async () => {
    await noteFault(storage, 'events-church', new TypeError('boom'), 1_000);
    await noteFault(storage, 'signups', new RangeError('bad'), 2_000);
    expect(await recentFaults(storage, 3_000)).toEqual([
      { answer: 'signups', message: 'RangeError: bad', at: 2_000 },
      { answer: 'events-church', message: 'TypeError: boom', at: 1_000 },
    ]);
    expect(await recentFaults(storage, 1_000 + FAULT_SHOWN_MS + 1)).toEqual([
      { answer: 'signups', message: 'RangeError: bad', at: 2_000 },
    ]);
  });
});

describe('a kept copy standing in', () => {
  test("for a fault of the site's code, logs it as ours and keeps it for the admin and the doctor", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await keepLastGood(at(storage, 0), 'events-church', () => Promise.resolve([1]));
    const broken = () => Promise.reject(new TypeError('x is not a function'));
    const kept = await keepLastGood(
      at(createStorage({ kind: 'fs', dir }), 600_000),
      'events-church',
      broken,
    );
    expect(kept.value).toEqual([1]);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /fault in the site's code, not Planning Center, broke the events-church answer/,
    );
    expect(await recentFaults(storage, 600_000)).toEqual([
      { answer: 'events-church', message: 'TypeError: x is not a function', at: 600_000 },
    ]);
  });

  test('for a Planning Center failure, says so and keeps no fault', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await keepLastGood(at(storage, 0), 'events-church', () => Promise.resolve([1]));
    const down = () => Promise.reject(new PcoError(502, 'down', 503));
    await keepLastGood(at(createStorage({ kind: 'fs', dir }), 600_000), 'events-church', down);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^Planning Center failed; serving the events-church answer/,
    );
    expect(await recentFaults(storage, 600_000)).toEqual([]);
  });
});
