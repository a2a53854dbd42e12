/**
 * The teacher portal's answers carry only what its pages show (docs/security.md): every object in
 * them has exactly the keys the schedule, curriculum and team pages read, nothing more.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSessionToken } from '../../../../src/platform/server/auth/session.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

let server: TestServer;
let teacher: string;

beforeAll(async () => {
  server = await startTestServer();
  teacher = `dcc_session=${await createSessionToken('dccyouth', config())}`;
});
afterAll(() => server.close());

/** Every distinct key path in a JSON value, array positions written as []. */
function shape(value: unknown, path = ''): Set<string> {
  const paths = new Set<string>();
  const walk = (v: unknown, p: string) => {
    if (Array.isArray(v)) for (const item of v) walk(item, `${p}[]`);
    else if (v !== null && typeof v === 'object')
      for (const [key, child] of Object.entries(v)) walk(child, p ? `${p}.${key}` : key);
    else paths.add(p);
  };
  walk(value, path);
  return paths;
}

async function shapeOf(path: string): Promise<string[]> {
  const response = await fetch(server.url + path, { headers: { cookie: teacher } });
  expect(response.status).toBe(200);
  return [...shape(await response.json())].sort();
}

describe('teacher portal answers', () => {
  test('/api/teams: a name, a photo and a position per assignment', async () => {
    expect(await shapeOf('/api/teams')).toEqual([
      'data[].attributes.first_name',
      'data[].attributes.last_name',
      'data[].attributes.photo_thumbnail_url',
      'data[].attributes.team_position_name',
      'data[].type',
    ]);
  });

  test('/api/plans: the Sunday, who serves where, and the lesson files', async () => {
    expect(await shapeOf('/api/plans')).toEqual([
      'data[].attributes.attachments[].filename',
      'data[].attributes.attachments[].id',
      'data[].attributes.sort_date',
      'data[].attributes.team_members[].name',
      'data[].attributes.team_members[].team_position_name',
      'data[].id',
      'data[].type',
    ]);
  });

  test('/api/curriculums: titles, classes and their files', async () => {
    expect(await shapeOf('/api/curriculums')).toEqual([
      'data[].attributes.themes',
      'data[].attributes.title',
      'data[].id',
      'data[].relationships.attachments.data[].id',
      'data[].relationships.attachments.data[].type',
      'data[].type',
      'included[].attributes.filename',
      'included[].id',
      'included[].relationships.attachable.data.id',
      'included[].relationships.attachable.data.type',
      'included[].type',
    ]);
  });

  test('a plan file the schedule does not show is neither listed nor opened', async () => {
    const plans = (await (
      await fetch(`${server.url}/api/plans`, { headers: { cookie: teacher } })
    ).json()) as { data: { id: string; attributes: { attachments: { filename: string }[] } }[] };
    const plan = plans.data[0]!;
    expect(plan.attributes.attachments.length).toBeGreaterThan(0);
    expect(plan.attributes.attachments.map((file) => file.filename)).not.toContain(
      'Room Setup Checklist.pdf',
    );
    const open = (attachmentId: string) =>
      fetch(`${server.url}/api/plans/attachment`, {
        method: 'POST',
        headers: {
          cookie: teacher,
          origin: server.url,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ planId: plan.id, attachmentId }),
      });
    const lesson = await open(`${plan.id}01`);
    expect(lesson.status).toBe(200);
    // the plan's checklist (id ending 99 in the demo and its stand-in) answers as no file would
    const checklist = await open(`${plan.id}99`);
    const unknown = await open(`${plan.id}98`);
    expect(checklist.status).toBe(404);
    expect(await checklist.text()).toBe(await unknown.text());
  });
});
