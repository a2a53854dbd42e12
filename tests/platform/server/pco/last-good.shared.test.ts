/**
 * Public answers shared through storage (src/platform/server/pco/turn.ts, last-good.ts): each
 * "instance" here is its own storage object over the same files, as a fresh function instance
 * holds nothing in memory. Whatever the instances, Planning Center is asked once per answer
 * while the copy is fresh, once when it falls due, and the others serve the copy or wait for it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from '../../../../src/platform/server/http/errors.ts';
import { keepLastGood, SHARED_FRESH_MS } from '../../../../src/platform/server/pco/last-good.ts';
import { PcoError } from '../../../../src/platform/server/pco/transport.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-turn-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A fresh instance: nothing in memory, the storage as it stands; its clock at `now`. */
const instance = (now: number) => ({
  storage: createStorage({ kind: 'fs', dir }),
  clock: { now: () => now },
});

/** A Planning Center that answers after a moment and counts the calls. */
function planningCenter(answer: unknown = { events: [1, 2] }) {
  const load = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return answer;
  });
  return load;
}

describe('a public answer shared by every instance', () => {
  test('fresh instances serve the kept copy, with its Age, without asking again', async () => {
    const load = planningCenter();
    expect(await keepLastGood(instance(0), 'events-church', load)).toEqual({
      value: { events: [1, 2] },
      ageSeconds: null,
    });
    for (const now of [1_000, 60_000, SHARED_FRESH_MS - 1]) {
      const kept = await keepLastGood(instance(now), 'events-church', load);
      expect(kept).toEqual({ value: { events: [1, 2] }, ageSeconds: Math.round(now / 1000) });
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('many instances meeting no copy at once ask once; the others wait for it', async () => {
    const load = planningCenter();
    const answers = await Promise.all(
      [...Array(12).keys()].map(() => keepLastGood(instance(0), 'signups', load)),
    );
    expect(load).toHaveBeenCalledTimes(1);
    for (const kept of answers) expect(kept.value).toEqual({ events: [1, 2] });
  });

  test('once the copy is due, one instance asks and the others serve the copy meanwhile', async () => {
    await keepLastGood(instance(0), 'groups', planningCenter({ v: 1 }));
    const load = planningCenter({ v: 2 });
    const due = SHARED_FRESH_MS + 1_000;
    const answers = await Promise.all(
      [...Array(12).keys()].map(() => keepLastGood(instance(due), 'groups', load)),
    );
    expect(load).toHaveBeenCalledTimes(1);
    const values = answers.map((kept) => kept.value);
    expect(values).toContainEqual({ v: 2 });
    for (const value of values) expect([{ v: 1 }, { v: 2 }]).toContainEqual(value);
    expect((await keepLastGood(instance(due + 1_000), 'groups', load)).value).toEqual({ v: 2 });
  });

  test('one instance asks once for concurrent requests', async () => {
    const load = planningCenter();
    const one = instance(0);
    await Promise.all([...Array(20).keys()].map(() => keepLastGood(one, 'worship', load)));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('when Planning Center fails or refuses', () => {
  test('the instances serve the copy a while before asking again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await keepLastGood(instance(0), 'events-special', planningCenter({ v: 1 }));
    const down = vi.fn(() =>
      Promise.reject(new PcoError(502, 'Planning Center is unavailable', 503)),
    );
    const due = SHARED_FRESH_MS;
    expect(await keepLastGood(instance(due), 'events-special', down)).toEqual({
      value: { v: 1 },
      ageSeconds: due / 1000,
    });
    for (const later of [due + 1_000, due + 29_000])
      expect((await keepLastGood(instance(later), 'events-special', down)).value).toEqual({ v: 1 });
    expect(down).toHaveBeenCalledTimes(1);
    await keepLastGood(instance(due + 31_000), 'events-special', down);
    expect(down).toHaveBeenCalledTimes(2);
  });

  test('before any copy, the next instance is free to ask at once', async () => {
    const down = vi.fn(() =>
      Promise.reject(new PcoError(502, 'Planning Center is unavailable', 503)),
    );
    await expect(keepLastGood(instance(0), 'events-youth', down)).rejects.toThrow('unavailable');
    const load = planningCenter();
    const started = Date.now();
    expect((await keepLastGood(instance(1), 'events-youth', load)).value).toEqual({
      events: [1, 2],
    });
    expect(Date.now() - started).toBeLessThan(1_000); // no wait for a turn that ended
  });

  test('a refusal is passed on, and the next instance asks again', async () => {
    await keepLastGood(instance(0), 'events-church', planningCenter());
    const refused = vi.fn(() => Promise.reject(new HttpError(404, 'No such tag.')));
    await expect(keepLastGood(instance(SHARED_FRESH_MS), 'events-church', refused)).rejects.toThrow(
      'No such tag.',
    );
    await expect(
      keepLastGood(instance(SHARED_FRESH_MS + 1), 'events-church', refused),
    ).rejects.toThrow('No such tag.');
    expect(refused).toHaveBeenCalledTimes(2);
  });
});
