/**
 * The emulator's sparse fieldsets (src/demo/jsonapi.ts), as Planning Center answers them: with
 * `fields[Type]=a,b` every resource of that type, listed or included, carries only the attributes
 * named; other types, and a query without fields, keep all of theirs.
 */
import { describe, expect, test } from 'vitest';
import { createEmulator } from '../../src/demo/emulator.ts';
import { listDocument } from '../../src/demo/jsonapi.ts';
import type { PcoResource } from '../../src/platform/server/pco/jsonapi.ts';

const emulator = createEmulator({
  prefix: '/demo/pco',
  now: () => Date.parse('2025-03-05T15:00:00Z'),
  zone: 'America/New_York',
  rateLimit: { limit: 100_000, periodSeconds: 20 },
});
const SIGNUPS = '/registrations/v2/signups?per_page=100&include=signup_times,signup_location';

async function list(query: string): Promise<{ data: PcoResource[]; included: PcoResource[] }> {
  const response = emulator(new Request(`http://emu.test/demo/pco${SIGNUPS}${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as { data: PcoResource[]; included: PcoResource[] };
}

const locations = (doc: { included: PcoResource[] }) =>
  doc.included.filter((r) => r.type === 'SignupLocation');

describe('fields[...]', () => {
  test('without fields, every attribute comes, meeting links and coordinates too', async () => {
    const doc = await list('');
    const text = JSON.stringify(locations(doc));
    expect(text).toContain('zoom.us');
    expect(text).toContain('latitude');
  });

  test('each type named carries only its listed attributes, listed or included', async () => {
    const doc = await list(
      '&fields[Signup]=name,signup_times&fields[SignupLocation]=name,location_type',
    );
    for (const signup of doc.data) expect(Object.keys(signup.attributes)).toEqual(['name']);
    // the relationships stay, so the includes are still found
    expect(doc.data.some((s) => (s.relationships?.['signup_times']?.data as []).length > 0)).toBe(
      true,
    );
    expect(locations(doc).length).toBeGreaterThan(0);
    for (const location of locations(doc))
      expect(Object.keys(location.attributes).sort()).toEqual(['location_type', 'name']);
    const times = doc.included.filter((r) => r.type === 'SignupTime');
    expect(Object.keys(times[0]!.attributes).sort()).toEqual(['all_day', 'ends_at', 'starts_at']);
  });

  test('a type not named keeps every attribute', async () => {
    const person = { type: 'Person', id: '1', attributes: { name: 'Ann', grade: 3 } };
    const url = new URL('http://emu.test/people?fields[Signup]=name');
    const doc = (await listDocument(url, [person]).json()) as { data: PcoResource[] };
    expect(doc.data[0]!.attributes).toEqual({ name: 'Ann', grade: 3 });
  });
});
