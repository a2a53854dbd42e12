/**
 * A Planning Center outage, for a fresh instance, which holds nothing of its own: it serves the
 * copy kept in storage marked with its Age; gated data is never stored, so it fails clearly. On
 * Netlify's engine every request is a fresh instance; on the sources the site's parts are made
 * anew (tests/helpers/cold-instances.ts). What a warm instance keeps: outage-warm.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import { config } from '../../../src/platform/server/config/index.ts';
import { coldInstances } from '../../helpers/cold-instances.ts';
import { STORAGE } from '../../helpers/mode-storage.ts';
import { outageSite } from './outage.ts';

describe(`a Planning Center outage, on ${STORAGE}`, () => {
  const site = outageSite();

  test('a fresh instance serves the last good public answers kept in storage, with their Age', async () => {
    const before: Record<string, unknown> = {};
    const paths = [
      '/api/events/church',
      '/api/events/special',
      '/api/worshipsamples',
      '/api/signups',
    ];
    for (const path of paths) {
      const fresh = await site.get(path);
      expect(fresh.status, path).toBe(200);
      expect(fresh.headers.get('age'), path).toBeNull();
      before[path] = await fresh.json();
    }
    await site.outage();
    coldInstances(); // the storage as it was
    for (const path of paths) {
      const cold = await site.get(path);
      expect(cold.status, path).toBe(200);
      // the kept answer says how old it is: a whole number of seconds, never missing
      expect(cold.headers.get('age'), path).toMatch(/^\d+$/);
      expect(cold.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=30');
      expect(await cold.json(), path).toEqual(before[path]);
    }
    const ics = await site.get('/api/calendar/church.ics');
    expect(ics.status).toBe(200);
    expect(ics.headers.get('age')).toMatch(/^\d+$/);
  });

  test('what was never kept fails clearly: gated data and unfetched kinds', async () => {
    const cookie = `dcc_session=${await createSessionToken('directory', config())}`;
    for (const [path, headers] of [
      ['/api/people', { cookie }],
      ['/api/events/youth', {}],
    ] as const) {
      const answer = await site.get(path, headers);
      expect(answer.status, path).toBe(502);
      expect((await answer.json()) as unknown, path).toEqual({
        message: expect.stringMatching(/Planning Center/) as unknown,
      });
    }
  });
});
