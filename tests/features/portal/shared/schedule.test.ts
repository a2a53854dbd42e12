import { describe, expect, test } from 'vitest';
import type {
  CurriculumsAnswer,
  Plan,
  PlansAnswer,
} from '../../../../src/features/portal/shared/api-types.ts';
import { buildSchedule, OTHER_LESSONS } from '../../../../src/features/portal/shared/schedule.ts';

const ZONE = 'America/New_York';

const curriculums: CurriculumsAnswer = {
  data: [
    ['m1', 'Nursery'],
    ['m2', 'Preschool/Pre-K'],
    ['m3', "Children's Greeter"],
  ].map(([id, themes]) => ({
    type: 'Media' as const,
    id: id!,
    attributes: { title: `${themes} title`, themes: themes! },
    relationships: { attachments: { data: [] } },
  })),
  included: [
    ['a1', 'm1', 'Lesson 1 - Nursery.pdf'],
    ['a2', 'm2', 'Lesson 1 - Preschool.pdf'],
    ['a3', 'm2', 'Lesson 1 - Preschool.docx'],
    ['a4', 'm3', 'Greeter Guide 1.pdf'],
  ].map(([id, media, filename]) => ({
    type: 'Attachment' as const,
    id: id!,
    attributes: { filename: filename! },
    relationships: { attachable: { data: { type: 'Media', id: media! } } },
  })),
};

const plan = (id: string, sortDate: string, attachments: string[]): Plan => ({
  type: 'Plan',
  id,
  attributes: {
    sort_date: sortDate,
    team_members: [
      { name: 'Ann Lee', team_position_name: "Children's Church Grades 1-5" },
      { name: 'Bo Kim', team_position_name: 'Nursery Teacher' },
      { name: 'Cy Diaz', team_position_name: 'Nursery Teacher' },
      { name: 'Di Ross', team_position_name: 'Dogwoods 4-K' },
    ],
    attachments: attachments.map((filename, i) => ({ id: `${id}-${i}`, filename })),
  },
});

describe('buildSchedule', () => {
  const plans: PlansAnswer = {
    data: [
      plan('p2', '2025-03-16T14:30:00Z', ['Lesson 1 - Nursery.pdf']),
      plan('p1', '2025-03-09T14:30:00Z', [
        'lesson 1 - nursery.PDF',
        'Lesson 1 - Preschool.pdf',
        'Lesson 1 - Preschool.docx',
        'Order of service.pdf',
      ]),
    ],
  };
  const schedule = buildSchedule(plans, curriculums, ZONE);

  test('has a column per team position, in teams order', () => {
    expect(schedule.columns).toEqual([
      'Nursery Teacher',
      'Dogwoods 4-K',
      "Children's Church Grades 1-5",
    ]);
  });
  test('has a row per plan by date, with the month and day in the church zone', () => {
    expect(schedule.rows.map((r) => [r.planId, r.date])).toEqual([
      ['p1', 'March 9'],
      ['p2', 'March 16'],
    ]);
    const lateNight = buildSchedule(
      { data: [plan('p', '2025-03-10T02:00:00Z', [])] },
      curriculums,
      ZONE,
    );
    expect(lateNight.rows[0]?.date).toBe('March 9');
  });
  test('lists each position’s team members in its cell', () => {
    const [row] = schedule.rows;
    expect(row?.cells.map((c) => c.members)).toEqual([
      ['Bo Kim', 'Cy Diaz'],
      ['Di Ross'],
      ['Ann Lee'],
    ]);
  });
  test('links lesson files that match a curriculum file, without .pdf/.docx, in the class’s column', () => {
    const [row] = schedule.rows;
    expect(row?.cells[0]?.lessons).toEqual([
      {
        planId: 'p1',
        attachmentId: 'p1-0',
        name: 'lesson 1 - nursery',
        filename: 'lesson 1 - nursery.PDF',
      },
    ]);
    expect(row?.cells[1]?.lessons.map((l) => [l.attachmentId, l.name])).toEqual([
      ['p1-1', 'Lesson 1 - Preschool'],
      ['p1-2', 'Lesson 1 - Preschool'],
    ]);
    expect(row?.cells[2]?.lessons).toEqual([]);
  });
  test('leaves out attachments that are not curriculum files', () => {
    const all = schedule.rows.flatMap((r) =>
      r.cells.flatMap((c) => c.lessons.map((l) => l.filename)),
    );
    expect(all).not.toContain('Order of service.pdf');
  });
  test('puts files of a class no position teaches in a final Lessons column', () => {
    const withGreeter = buildSchedule(
      { data: [plan('p', '2025-03-09T14:30:00Z', ['Greeter Guide 1.pdf'])] },
      curriculums,
      ZONE,
    );
    expect(withGreeter.columns.at(-1)).toBe(OTHER_LESSONS);
    expect(withGreeter.rows[0]?.cells.at(-1)?.lessons.map((l) => l.name)).toEqual([
      'Greeter Guide 1',
    ]);
  });
  test('an empty plan list gives an empty table', () => {
    expect(buildSchedule({ data: [] }, curriculums, ZONE)).toEqual({ columns: [], rows: [] });
  });
});
