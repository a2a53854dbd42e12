/**
 * The doctor's Registrations check: with PCO_REGISTRATIONS on, the token must read sign-ups and
 * every calendar event connection must name a current sign-up; nothing is asked while it is off.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getConfig } from '../../../src/platform/server/config/index.ts';
import { checkPlanningCenter } from '../../../tools/doctor/pco-checks.ts';
import { startCountingPco, type CountingPco } from '../../helpers/counting-pco.ts';

let pco: CountingPco;
beforeAll(async () => {
  pco = await startCountingPco();
});
afterAll(() => pco.close());

const findings = async (signups: boolean) => {
  const config = getConfig({ PCO_BASE_URL: pco.url }, { cwd: '/srv/site', isWritable: () => true });
  const all = await checkPlanningCenter({ ...config, pco: { ...config.pco, signups } });
  return all.filter((f) => f.subject === 'PCO_REGISTRATIONS');
};

describe('the doctor’s Registrations check', () => {
  test('reads Registrations, and finds the connection to an archived or past sign-up', async () => {
    const found = await findings(true);
    expect(found[0]).toMatchObject({ ok: true });
    // the demo's hidden event 6302 is not on the tags' lists; Harvest Dinner (6105) is over
    expect(found[1]).toMatchObject({ ok: true });
  });

  test('asks nothing of Registrations while it is off', async () => {
    pco.requests.length = 0;
    expect(await findings(false)).toEqual([]);
    expect(pco.requests.filter((r) => r.startsWith('/registrations/'))).toEqual([]);
  });
});
