/**
 * The member directory's answers, and what no answer may carry: only the fields a screen shows,
 * against the demo congregation.
 */
import { describe, expect, test } from 'vitest';
import type {
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
  PersonAnswer,
} from '../../../src/features/directory/shared/api-types.ts';
import { congregation } from '../../../src/demo/index.ts';
import { directory, get, server, teacher, useApiServer } from './api-data.ts';

useApiServer();

describe('directory answers', () => {
  test('/api/people lists the directory list with only the shown fields', async () => {
    const answer = await get<PeopleAnswer>('/api/people', directory);
    expect(answer.data.map((p) => p.id)).toEqual(congregation().directoryIds);
    for (const person of answer.data) {
      expect(Object.keys(person.attributes).sort()).toEqual([
        'avatar',
        'first_name',
        'last_name',
        'membership',
        'name',
      ]);
    }
  });

  test('/api/people/{id} gives month and day only, and the contact items', async () => {
    const id = congregation().directoryIds[0]!;
    const answer = await get<PersonAnswer>(`/api/people/${id}`, directory);
    const source = congregation().byId.get(id)!;
    expect(answer.data.attributes.birthdate).toBe(source.birthdate.slice(5));
    expect(answer.included.filter((i) => i.type === 'Email').map((e) => e.attributes)).toEqual(
      source.emails.map((e) => ({ address: e.address, location: e.location })),
    );
    expect(answer.included.find((i) => i.type === 'Address')?.attributes).toEqual({
      street: source.addresses[0]!.street,
      city: source.addresses[0]!.city,
      state: source.addresses[0]!.state,
      zip: source.addresses[0]!.zip,
      location: 'Home',
    });
    expect(answer.included.some((i) => i.type === 'PhoneNumber')).toBe(true);
  });

  test('/api/people/{id} is 404 for someone not on the directory list, or a bad id', async () => {
    const hidden = congregation().people.find((p) => !congregation().directoryIds.includes(p.id))!;
    for (const id of [hidden.id, '999', 'abc']) {
      const response = await fetch(`${server.url}/api/people/${id}`, {
        headers: { cookie: directory },
      });
      expect(response.status, id).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /not in the church directory/,
      );
    }
  });

  test('/api/households and /api/householdleaders', async () => {
    const { directoryIds, leaderIds } = congregation();
    const listed = new Set(directoryIds);
    const households = await get<HouseholdsAnswer>('/api/households', directory);
    expect(households.data.length).toBeGreaterThan(100);
    const first = households.data[0]!;
    const source = congregation().householdById.get(first.id)!;
    const members = source.memberIds.filter((id) => listed.has(id));
    expect(first.attributes).toEqual({
      name: source.name,
      primary_contact_id: source.primaryContactId,
      member_count: members.length,
    });
    expect(first.relationships.people.data.map((r) => r.id)).toEqual(members);
    const leaders = await get<HouseholdLeadersAnswer>('/api/householdleaders', directory);
    expect(leaders.data.map((r) => r.id)).toEqual(leaderIds.filter((id) => listed.has(id)));
  });
});

describe('nothing sensitive leaves the server', () => {
  test('no answer carries medical notes, grades, background checks, permissions or a birth year', async () => {
    const { people, directoryIds } = congregation();
    const bodies: string[] = [];
    for (const [path, cookie] of [
      ['/api/people', directory],
      ['/api/households', directory],
      ['/api/householdleaders', directory],
      ['/api/curriculums', teacher],
      ['/api/plans', teacher],
      ['/api/teams', teacher],
      ['/api/worshipsamples', undefined],
      ['/api/events/church', undefined],
      ['/api/events/special', undefined],
      ['/api/events/youth', undefined],
      ...directoryIds.slice(0, 40).map((id) => [`/api/people/${id}`, directory]),
    ] as [string, string | undefined][]) {
      const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
      expect(response.status, path).toBe(200);
      bodies.push(await response.text());
    }
    const all = bodies.join('\n');
    for (const word of [
      'medical_notes',
      'grade',
      'passed_background_check',
      'background',
      'child',
      'status',
      'permissions',
      'gender',
      'remote_id',
    ]) {
      expect(all, word).not.toContain(`"${word}"`);
    }
    for (const note of new Set(people.map((p) => p.medical_notes).filter(Boolean)))
      expect(all).not.toContain(note);
    for (const id of directoryIds.slice(0, 40))
      expect(all).not.toContain(congregation().byId.get(id)!.birthdate);
    expect(all).not.toMatch(/"(19|20)\d\d-\d\d-\d\d"/);
  });
});
