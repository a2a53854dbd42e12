/** The teacher portal's answers, and how its attachment requests are checked. */
import { describe, expect, test } from 'vitest';
import type {
  CurriculumsAnswer,
  PlansAnswer,
  TeamsAnswer,
} from '../../../../src/features/portal/shared/api-types.ts';
import { get, post, teacher, useApiServer } from '../../../site/integration/api-data.ts';

useApiServer();

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
