/**
 * The sign-ups' answer (signups.ts) built from the demo's Planning Center, with the clock set:
 * a warm call builds nothing and hands back the same answer, which is built again once Planning
 * Center is asked again or a registration window opens or closes. (What is asked of Planning
 * Center, and what shows: tests/features/signups/integration/.)
 */
import { describe, expect, test } from 'vitest';
import { demoPlanningCenter } from '../../../helpers/demo-planning-center.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import { getSignups } from '../../../../src/features/signups/server/signups.ts';

const { at } = demoPlanningCenter('signups', { PCO_REGISTRATIONS: 'true' });

describe('getSignups', () => {
  test('a warm call hands back the same answer; asking Planning Center again builds anew', async () => {
    const now = Date.now();
    const first = await getSignups(at(now));
    expect(first.signups.length).toBeGreaterThan(0);
    expect(await getSignups(at(now + 1000))).toBe(first);
    serverDeps().pco.clearCache();
    const fresh = await getSignups(at(now + 2000));
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });

  test('builds it again once a registration window opens, with its words then', async () => {
    const now = Date.now();
    const first = await getSignups(at(now));
    const waiting = first.signups.find((s) => s.openAt && Date.parse(s.openAt) > now);
    expect(waiting).toBeDefined();
    const opened = Date.parse(waiting!.openAt!) + 1;
    const later = await getSignups(at(opened));
    expect(later).not.toBe(first);
    const same = later.signups.find((s) => s.id === waiting!.id);
    expect(same?.buttonText).not.toBe(waiting!.buttonText);
    expect(same?.buttonText).toBe('Register');
  });
});
