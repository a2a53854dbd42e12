import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createSharedThrottle } from '../../../../src/features/login/server/login-failures.ts';
import { LOGIN_THROTTLE } from '../../../../src/features/login/server/throttle.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import { clock } from '../../../helpers/clock.ts';

const hashKey = new Uint8Array(32).fill(7);

describe('createSharedThrottle (failures kept in storage)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-throttle-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A throttle as one function instance makes it: its own storage object over the shared place. */
  const instance = (time: ReturnType<typeof clock>) =>
    createSharedThrottle(createStorage({ kind: 'fs', dir }), {
      ...LOGIN_THROTTLE,
      now: time.now,
      hashKey,
    });

  test('failures counted by one instance hold on another, for that client only', async () => {
    const time = clock();
    const one = instance(time);
    const two = instance(time);
    for (let i = 0; i < 5; i++)
      expect(await (i % 2 ? one : two).begin('a')).toHaveProperty('attempt');
    expect(await one.check('a')).toEqual({ blocked: true, retryAfterSeconds: 20 });
    expect(await two.begin('a')).toEqual({ blocked: true, retryAfterSeconds: 20 });
    expect(await two.check('b')).toEqual({ blocked: false });
    expect(await one.begin('b')).toHaveProperty('attempt');
    time.advance(20_000);
    // one turn, taken on either instance, and the next waits again
    expect(await two.begin('a')).toHaveProperty('attempt');
    expect(await one.begin('a')).toEqual({ blocked: true, retryAfterSeconds: 20 });
  });

  test('a crowd behind one address with one guesser: the right password gets in within 30 s', async () => {
    const time = clock();
    const [one, two] = [instance(time), instance(time)];
    const guesser = 'address area';
    for (let i = 0; i < 5; i++) await one.begin(guesser);
    // a member types the right password, is asked to wait, and the guesser keeps at it
    const first = await two.begin(guesser);
    if (!('blocked' in first)) throw new Error('expected a wait');
    expect(first.retryAfterSeconds).toBeLessThanOrEqual(20);
    time.advance(first.retryAfterSeconds * 1000);
    const turn = await two.begin(guesser);
    if (!('attempt' in turn)) throw new Error('expected a turn');
    await two.forgive(guesser, turn.attempt); // the right password takes its count back
    expect(await one.begin(guesser)).toHaveProperty('attempt'); // the guesser's next, at once
    expect(await one.begin(guesser)).toMatchObject({ blocked: true });
  });

  test('parallel attempts from one address on two instances: exactly the limit get through', async () => {
    const time = clock();
    const [one, two] = [instance(time), instance(time)];
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? one : two).begin('a')),
    );
    expect(results.filter((r) => 'attempt' in r)).toHaveLength(5);
    expect(results.filter((r) => 'blocked' in r)).toHaveLength(11);
  });

  test('forgive takes back the attempt of a right password, on any instance', async () => {
    const time = clock();
    const [one, two] = [instance(time), instance(time)];
    for (let i = 0; i < 4; i++) {
      await one.begin('a');
      time.advance(1);
    }
    const begun = await one.begin('a');
    expect(await two.check('a')).toMatchObject({ blocked: true });
    if (!('attempt' in begun)) throw new Error('expected an attempt');
    await two.forgive('a', begun.attempt);
    expect(await one.check('a')).toEqual({ blocked: false });
  });
});

describe('the records of failed logins', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-throttle-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('names records by a keyed hash: no address, no plain sha256, nothing public', async () => {
    const storage = createStorage({ kind: 'fs', dir });
    const options = { ...LOGIN_THROTTLE, now: clock().now };
    await createSharedThrottle(storage, { ...options, hashKey }).begin('203.0.113.7');
    const keys = (await storage.list('')).map((o) => o.key);
    expect(keys).toEqual([expect.stringMatching(/^auth\/login-failures\/[0-9a-f]{32}\.json$/)]);
    const plain = createHash('sha256').update('203.0.113.7').digest('hex').slice(0, 32);
    expect(keys[0]).not.toContain(plain);
    // another key names the same address differently: without the key, nothing to recompute
    const other = new Uint8Array(32).fill(8);
    await createSharedThrottle(storage, { ...options, hashKey: other }).begin('203.0.113.7');
    expect(await storage.list('')).toHaveLength(2);
  });

  test('a damaged record counts as no failures and the next attempt rewrites it', async () => {
    const storage = createStorage({ kind: 'fs', dir });
    const throttle = createSharedThrottle(storage, {
      ...LOGIN_THROTTLE,
      now: clock().now,
      hashKey,
    });
    await throttle.begin('a');
    const [key] = (await storage.list('')).map((o) => o.key);
    for (const damaged of ['not json', '{"failures":["x"]}']) {
      await storage.put(key!, damaged, { contentType: 'application/json' });
      expect(await throttle.check('a')).toEqual({ blocked: false });
      await throttle.begin('a');
      const { text } = await readText(storage, key!);
      expect(text).toMatch(/^\{"failures":\[\d+\]\}$/);
    }
  });
});
