/**
 * A Planning Center outage, for a warm instance: it keeps serving its last good answers, gated
 * ones too (kept in its memory only, never stored). Run on the sources, whose functions stay in
 * the test's process: on Netlify's engine every request is a fresh instance (outage.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import { config } from '../../../src/platform/server/config/index.ts';
import { STORAGE } from '../../helpers/mode-storage.ts';
import { outageSite } from './outage.ts';

describe(`a Planning Center outage on a warm instance, on ${STORAGE}`, () => {
  const site = outageSite();

  test('a warm instance serves its last good answers, gated ones too', async () => {
    const cookie = `dcc_session=${await createSessionToken('directory', config())}`;
    const people = await site.get('/api/people', { cookie });
    expect(people.status).toBe(200);
    const events = await site.get('/api/events/church');
    expect(events.status).toBe(200);
    await site.outage();

    const warm = await site.get('/api/events/church');
    expect(warm.status).toBe(200);
    expect(await warm.json()).toEqual(await events.json());
    const warmPeople = await site.get('/api/people', { cookie });
    expect(warmPeople.status).toBe(200);
    expect(await warmPeople.json()).toEqual(await people.json());
  });
});
