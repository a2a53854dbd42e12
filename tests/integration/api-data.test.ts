import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  CurriculumsAnswer,
  EventsAnswer,
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
  PersonAnswer,
  PlansAnswer,
  TeamsAnswer,
  WorshipSamplesAnswer,
} from '../../src/lib/api-types.ts';
import { createSessionToken } from '../../src/server/auth/session.ts';
import { config } from '../../src/server/config/index.ts';
import { demo } from '../../src/server/parts.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const { congregation } = demo;

let server: TestServer;
let directory: string;
let teacher: string;

beforeAll(async () => {
  server = await startTestServer();
  directory = `dcc_session=${await createSessionToken('directory', config())}`;
  teacher = `dcc_session=${await createSessionToken('dccyouth', config())}`;
});
afterAll(() => server.close());

async function get<T>(path: string, cookie?: string): Promise<T> {
  const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      cookie: teacher,
      ...headers,
    },
    body,
  });

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

describe('teacher portal answers', () => {
  test('/api/curriculums: seven media with their lesson files', async () => {
    const answer = await get<CurriculumsAnswer>('/api/curriculums', teacher);
    expect(answer.data.map((m) => m.attributes.themes)).toContain('Preschool/Pre-K Buddy');
    expect(answer.data).toHaveLength(7);
    for (const media of answer.data) {
      const files = answer.included!.filter((a) => a.relationships.attachable.data.id === media.id);
      expect(files.map((f) => f.id)).toEqual(media.relationships.attachments.data.map((r) => r.id));
      expect(files.some((f) => f.attributes.filename.endsWith('.pdf'))).toBe(true);
      expect(files.some((f) => f.attributes.filename.endsWith('.docx'))).toBe(true);
    }
  });

  test('/api/plans: the next 12 Sundays with serving members and lesson files from the curricula', async () => {
    const [plans, curriculums] = await Promise.all([
      get<PlansAnswer>('/api/plans', teacher),
      get<CurriculumsAnswer>('/api/curriculums', teacher),
    ]);
    expect(plans.data).toHaveLength(12);
    const dates = plans.data.map((p) => p.attributes.sort_date);
    expect(dates).toEqual([...dates].sort());
    const lessonNames = new Set(curriculums.included!.map((a) => a.attributes.filename));
    const positions = new Set(
      plans.data.flatMap((p) => p.attributes.team_members.map((m) => m.team_position_name)),
    );
    expect(positions).toEqual(
      new Set(['Nursery Teacher', 'Seedlings 2-3', 'Dogwoods 4-K', "Children's Church Grades 1-5"]),
    );
    for (const plan of plans.data) {
      expect(plan.attributes.attachments.length).toBeGreaterThan(0);
      expect(plan.attributes.attachments.every((a) => lessonNames.has(a.filename))).toBe(true);
    }
  });

  test('/api/teams: members with photo and position', async () => {
    const answer = await get<TeamsAnswer>('/api/teams', teacher);
    expect(answer.data).toHaveLength(20);
    for (const member of answer.data) {
      expect(member.attributes.first_name).toBeTruthy();
      expect(member.attributes.photo_thumbnail_url).toMatch(/^http/);
      expect(member.attributes.team_position_name).toBeTruthy();
    }
  });

  test('a plan attachment opens as a real file', async () => {
    const plans = await get<PlansAnswer>('/api/plans', teacher);
    const plan = plans.data[0]!;
    const response = await post(
      '/api/plans/attachment',
      JSON.stringify({ planId: plan.id, attachmentId: plan.attributes.attachments[0]!.id }),
    );
    const url = ((await response.json()) as { data: { attributes: { attachment_url: string } } })
      .data.attributes.attachment_url;
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('attachment requests are validated', () => {
  test.each([
    ['not JSON', 'nope', 400, /not valid JSON/],
    ['an array', '[1]', 400, /JSON object/],
    ['a missing id', '{"mediaId":"4001"}', 400, /attachmentId must be/],
    ['a non-numeric id', '{"mediaId":"../x","attachmentId":"1"}', 400, /mediaId must be/],
    [
      'a file of another media',
      '{"mediaId":"4002","attachmentId":"4001010"}',
      404,
      /not part of this media/,
    ],
    ['an unknown media', '{"mediaId":"9999","attachmentId":"1"}', 404, /No such media/],
  ])('/api/attachment with %s answers %i', async (_what, body, status, message) => {
    const response = await post('/api/attachment', body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  test('a plan file that is not the plan’s is 404, and a body that is not JSON is 415', async () => {
    const plans = await get<PlansAnswer>('/api/plans', teacher);
    const other = plans.data[1]!.attributes.attachments[0]!.id;
    expect(
      (
        await post(
          '/api/plans/attachment',
          JSON.stringify({ planId: plans.data[0]!.id, attachmentId: other }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await post('/api/plans/attachment', 'planId=1', { 'content-type': 'text/plain' })).status,
    ).toBe(415);
  });

  test('a POST from another origin is refused', async () => {
    const response = await post('/api/attachment', '{"mediaId":"4100","attachmentId":"410001"}', {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});

describe('public answers', () => {
  test('/api/worshipsamples carries the media id and artist - title - date filenames', async () => {
    const answer = await get<WorshipSamplesAnswer>('/api/worshipsamples');
    expect(answer.meta.media_id).toBe(config().pco.worshipSamplesMediaId);
    expect(answer.data.length).toBeGreaterThanOrEqual(10);
    for (const sample of answer.data) {
      expect(sample.attributes.filename).toMatch(/^.+ - .+ - \d{8}\.mp3$/);
      expect(sample.attributes.thumbnail_url).toMatch(/^http/);
    }
  });

  test.each(['church', 'special', 'youth'])(
    '/api/events/%s: sorted occurrences with their events',
    async (kind) => {
      const answer = await get<EventsAnswer>(`/api/events/${kind}`);
      expect(answer.data.length).toBeGreaterThan(0);
      const starts = answer.data.map((i) => Date.parse(i.attributes.starts_at));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const events = new Map(answer.included!.map((e) => [e.id, e]));
      for (const instance of answer.data)
        expect(events.has(instance.relationships.event.data.id)).toBe(true);
      for (const event of events.values()) {
        expect(Object.keys(event.attributes).sort()).toEqual([
          'attachments',
          'details',
          'details_html',
          'name',
          'page',
          'registration_url',
          'summary',
        ]);
        expect(event.attributes.page).toMatch(new RegExp(`^/events/${event.id}-[a-z0-9-]+$`));
        expect(event.attributes.details).toBeTruthy();
        // marked and the sanitizer ran on the server: markdown syntax became safe markup
        expect(event.attributes.details_html).toMatch(/^<p>/);
      }
    },
  );

  test('/api/events gives Planning Center’s registration address where an event has one', async () => {
    const special = await get<EventsAnswer>('/api/events/special');
    const early = special.included!.find((e) => e.attributes.name.startsWith('9:00 AM Service'));
    expect(early?.attributes.registration_url).toMatch(
      /^https:\/\/dcc\.churchcenter\.com\/registrations\//,
    );
    const church = await get<EventsAnswer>('/api/events/church');
    expect(church.included!.every((e) => e.attributes.registration_url === null)).toBe(true);
  });

  test('/api/events has some events without an image and church events include Sunday worship', async () => {
    const answer = await get<EventsAnswer>('/api/events/church');
    const names = answer.included!.map((e) => e.attributes.name);
    expect(names).toContain('Sunday Worship');
    expect(answer.included!.some((e) => e.attributes.attachments.length === 0)).toBe(true);
    expect((await fetch(`${server.url}/api/events/other`)).status).toBe(404);
  });

  test('/api/blog lists news newest first', async () => {
    const answer = await get<{ data: { attributes: { published_at: string } }[] }>('/api/blog');
    const dates = answer.data.map((p) => p.attributes.published_at);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort().reverse());
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
