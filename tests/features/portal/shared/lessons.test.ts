import { describe, expect, test } from 'vitest';
import type { CurriculumsAnswer } from '../../../../src/features/portal/shared/api-types.ts';
import {
  curriculumIdFromPath,
  curriculumLessons,
  firstNumber,
  lessonName,
  planLessonFiles,
  sortLessons,
  stripPdf,
} from '../../../../src/features/portal/shared/lessons.ts';

describe('lessonName', () => {
  test('strips .pdf and .docx in any case', () => {
    expect(lessonName('Lesson 3.pdf')).toBe('Lesson 3');
    expect(lessonName('Lesson 3.DOCX')).toBe('Lesson 3');
    expect(lessonName('Lesson 3.pdf.txt')).toBe('Lesson 3.pdf.txt');
  });
  test('stripPdf keeps .docx so the two files stay told apart', () => {
    expect(stripPdf('Lesson 3.pdf')).toBe('Lesson 3');
    expect(stripPdf('Lesson 3.docx')).toBe('Lesson 3.docx');
  });
});

describe('firstNumber', () => {
  test('finds the first whole number', () => {
    expect(firstNumber('Unit 2 Lesson 10.pdf')).toBe(2);
    expect(firstNumber('Lesson 10.pdf')).toBe(10);
    expect(firstNumber('Intro.pdf')).toBeNull();
  });
});

describe('sortLessons', () => {
  test('sorts by the first number numerically, not as text', () => {
    const files = [
      'Lesson 10.pdf',
      'Lesson 2.pdf',
      'Lesson 1.pdf',
      'Intro.pdf',
      '3 Lesson.pdf',
    ].map((filename) => ({ filename }));
    expect(sortLessons(files).map((f) => f.filename)).toEqual([
      'Lesson 1.pdf',
      'Lesson 2.pdf',
      '3 Lesson.pdf',
      'Lesson 10.pdf',
      'Intro.pdf',
    ]);
  });
});

describe('sortLessons formats', () => {
  test('puts a lesson’s PDF before its Word file', () => {
    const files = ['Lesson 2.pdf', 'Lesson 1.docx', 'Lesson 1.pdf', 'Lesson 2.docx'].map(
      (filename) => ({ filename }),
    );
    expect(sortLessons(files).map((f) => f.filename)).toEqual([
      'Lesson 1.pdf',
      'Lesson 1.docx',
      'Lesson 2.pdf',
      'Lesson 2.docx',
    ]);
  });
});

describe('curriculumLessons', () => {
  const answer: CurriculumsAnswer = {
    data: [
      {
        type: 'Media',
        id: 'm1',
        attributes: { title: 'Nursery', themes: 'Nursery' },
        relationships: {
          attachments: {
            data: [
              { type: 'Attachment', id: 'a2' },
              { type: 'Attachment', id: 'a1' },
            ],
          },
        },
      },
    ],
    included: [
      {
        type: 'Attachment',
        id: 'a1',
        attributes: { filename: 'Week 12.pdf' },
        relationships: { attachable: { data: { type: 'Media', id: 'm1' } } },
      },
      {
        type: 'Attachment',
        id: 'a2',
        attributes: { filename: 'Week 9.pdf' },
        relationships: { attachable: { data: { type: 'Media', id: 'm1' } } },
      },
      {
        type: 'Attachment',
        id: 'a3',
        attributes: { filename: 'Week 1.pdf' },
        relationships: { attachable: { data: { type: 'Media', id: 'm2' } } },
      },
    ],
  };
  test('lists only that curriculum’s files, sorted, without .pdf', () => {
    expect(curriculumLessons(answer, 'm1')).toEqual([
      { id: 'a2', filename: 'Week 9.pdf', name: 'Week 9' },
      { id: 'a1', filename: 'Week 12.pdf', name: 'Week 12' },
    ]);
  });
  test('an unknown curriculum has no lessons', () => {
    expect(curriculumLessons(answer, 'nope')).toEqual([]);
  });
});

describe('curriculumIdFromPath', () => {
  test('reads the id from the curriculum route', () => {
    expect(curriculumIdFromPath('/teacherportal/curriculum/4001')).toBe('4001');
    expect(curriculumIdFromPath('/teacherportal/curriculum/a%20b/')).toBe('a b');
  });
  test('returns null for other paths and bad encodings', () => {
    expect(curriculumIdFromPath('/teacherportal/curriculum')).toBeNull();
    expect(curriculumIdFromPath('/teacherportal/curriculum.html')).toBeNull();
    expect(curriculumIdFromPath('/teacherportal/curriculum/1/2')).toBeNull();
    expect(curriculumIdFromPath('/teacherportal/curriculum/%E0%A4%A')).toBeNull();
  });
});

describe('planLessonFiles', () => {
  const curriculums: CurriculumsAnswer = {
    data: [],
    included: [
      {
        type: 'Attachment',
        id: 'a1',
        attributes: { filename: 'Lesson 1 - Nursery - Creation.pdf' },
        relationships: { attachable: { data: { type: 'Media', id: 'm1' } } },
      },
    ],
  };
  test('keeps a plan’s files named like a curriculum lesson, in any format or case', () => {
    const files = [
      { id: 'p1', filename: 'Lesson 1 - Nursery - Creation.pdf' },
      { id: 'p2', filename: 'lesson 1 - nursery - creation.DOCX' },
      { id: 'p3', filename: 'Volunteer roster with phone numbers.xlsx' },
      { id: 'p4', filename: 'Lesson 2 - Nursery - Noah.pdf' },
    ];
    expect(planLessonFiles(files, curriculums).map((f) => f.id)).toEqual(['p1', 'p2']);
  });
});
