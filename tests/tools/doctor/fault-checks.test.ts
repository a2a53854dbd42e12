/**
 * The doctor's finding on faults of the site's own code (tools/doctor/fault-checks.ts): a ✗
 * naming each answer a kept copy stood in for in the last week, a ✓ otherwise.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { noteFault } from '../../../src/platform/server/pco/faults.ts';
import { createStorage } from '../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../src/platform/server/storage/types.ts';
import { checkCodeFaults } from '../../../tools/doctor/fault-checks.ts';

let dir: string;
let storage: Storage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-doctor-faults-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test('passes while no answer fell back because of the site’s code', async () => {
  expect((await checkCodeFaults(storage, Date.now())).ok).toBe(true);
});

test('fails naming the answer, the error and the fix after such a fault', async () => {
  const now = Date.now();
  await noteFault(storage, 'events-church', new TypeError('x is not a function'), now);
  const finding = await checkCodeFaults(storage, now);
  expect(finding.ok).toBe(false);
  expect(finding.detail).toContain('events-church');
  expect(finding.detail).toContain('TypeError: x is not a function');
  expect(finding.fix).toMatch(/function log/);
});
