/**
 * The directory answers only the directory (docs/security.md): logged in as the directory, every
 * answer it can get is scanned for anyone left off the directory list. The demo congregation
 * always has such people inside listed households, as primary contacts and as household leaders
 * (src/demo/unlisted.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
} from '../../../../src/features/directory/shared/api-types.ts';
import { createSessionToken } from '../../../../src/platform/server/auth/session.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { congregation } from '../../../../src/demo/index.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

let server: TestServer;
let cookie: string;
const bodies = new Map<string, string>();

async function get(path: string): Promise<Response> {
  return fetch(server.url + path, { headers: { cookie } });
}

async function read<T>(path: string): Promise<T> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const text = await response.text();
  bodies.set(path, text);
  return JSON.parse(text) as T;
}

const { people, households, directoryIds, leaderIds } = congregation();
const listed = new Set(directoryIds);
const unlisted = people.filter((p) => !listed.has(p.id));
const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
/** Words of an unlisted person that no listed person shares (the demo reuses names and phones). */
const listedWords = new Set(
  people
    .filter((p) => listed.has(p.id))
    .flatMap((p) => [
      fullName(p),
      ...p.emails.map((e) => e.address),
      ...p.phones.map((n) => n.number),
    ]),
);
const ownWords = (p: (typeof people)[number]) =>
  [fullName(p), ...p.emails.map((e) => e.address), ...p.phones.map((n) => n.number)].filter(
    (word) => !listedWords.has(word),
  );

beforeAll(async () => {
  server = await startTestServer();
  cookie = `dcc_session=${await createSessionToken('directory', config())}`;
});
afterAll(() => server.close());

describe('the demo has unlisted people to look for', () => {
  test('in listed households, as primary contacts and as household leaders', () => {
    const mixed = households.filter(
      (h) => h.memberIds.some((id) => listed.has(id)) && h.memberIds.some((id) => !listed.has(id)),
    );
    expect(mixed.length).toBeGreaterThan(0);
    expect(mixed.some((h) => !listed.has(h.primaryContactId))).toBe(true);
    expect(leaderIds.some((id) => !listed.has(id))).toBe(true);
  });
});

describe('directory answers', () => {
  test('name, count and link only listed people', async () => {
    const answer = await read<PeopleAnswer>('/api/people');
    expect(answer.data.map((p) => p.id).sort()).toEqual([...listed].sort());
    const homes = await read<HouseholdsAnswer>('/api/households');
    expect(homes.data.length).toBeGreaterThan(0);
    for (const home of homes.data) {
      const members = home.relationships.people.data.map((ref) => ref.id);
      expect(members.length).toBeGreaterThan(0);
      expect(
        members.every((id) => listed.has(id)),
        home.id,
      ).toBe(true);
      expect(home.attributes.member_count).toBe(members.length);
      expect(listed.has(home.attributes.primary_contact_id), home.id).toBe(true);
    }
    const leaders = await read<HouseholdLeadersAnswer>('/api/householdleaders');
    expect(leaders.data.map((ref) => ref.id)).toEqual(leaderIds.filter((id) => listed.has(id)));
  });

  test('the listed people who share a household with someone unlisted open', async () => {
    const housemates = households
      .filter((h) => h.memberIds.some((id) => !listed.has(id)))
      .flatMap((h) => h.memberIds.filter((id) => listed.has(id)));
    expect(housemates.length).toBeGreaterThan(10);
    for (const id of new Set([...housemates, ...directoryIds.slice(0, 10)]))
      await read(`/api/people/${id}`);
  });

  test('no answer holds an unlisted person’s id, avatar, name, email or phone', () => {
    expect(unlisted.length).toBeGreaterThan(0);
    const all = [...bodies.values()].join('\n');
    const found = unlisted.flatMap((person) =>
      [`"${person.id}"`, `/${person.id}.`, ...ownWords(person)].filter((word) =>
        all.includes(word),
      ),
    );
    expect(found).toEqual([]);
    expect(unlisted.flatMap(ownWords).length).toBeGreaterThan(unlisted.length);
  });

  test('an unlisted person is the same 404 as someone unknown, byte for byte', async () => {
    const answer = async (id: string) => {
      const response = await get(`/api/people/${id}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        body: await response.text(),
      };
    };
    const unknown = await answer('9999999');
    expect(unknown.status).toBe(404);
    for (const person of unlisted) expect(await answer(person.id), person.id).toEqual(unknown);
  });
});
