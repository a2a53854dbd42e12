import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { isGenerated, renderDocument } from '../tools/make-docs.ts';

/** Reads a content data file: `{ "<key>": value }` in plain JSON under src/content. */
function content<T>(name: string): T {
  const data = JSON.parse(readFileSync(`src/content/${name}.json`, 'utf8')) as Record<string, T>;
  return Object.values(data)[0] as T;
}

interface Named {
  id: string;
  name: string;
}
interface Staff extends Named {
  title: string;
  email: string;
  bio: string;
  photo: string;
}
interface Elder extends Named {
  comingSoon?: boolean;
}
interface Doc {
  id: string;
  title: string;
  file: string;
  group: string;
}
interface ServiceTime extends Named {
  day: string;
  time: string;
  location: string;
  registrationUrl?: string;
}
interface Group extends Named {
  who: string;
  when: string;
  where: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/;

describe('discipleship marks', () => {
  test('are the seven marks of the spec, in order, each with a description', () => {
    const marks = content<(Named & { description: string })[]>('discipleship-marks');
    expect(marks.map((mark) => mark.name)).toEqual([
      'Love of Scripture',
      'Posture of Prayer',
      'Holistic Worship',
      'Authentic Community',
      'Intentional Discipleship',
      'Sacrificial Service',
      'Missional Mindset',
    ]);
    for (const mark of marks) expect(mark.description.length).toBeGreaterThan(40);
  });
});

describe('staff', () => {
  test('are six people, each with a title, an email, a bio and a portrait file', () => {
    const staff = content<Staff[]>('staff');
    expect(staff).toHaveLength(6);
    for (const person of staff) {
      expect(person.title).not.toBe('');
      expect(person.email).toMatch(EMAIL);
      expect(person.bio.length).toBeGreaterThan(80);
      expect(existsSync(resolve('src/content', person.photo)), person.photo).toBe(true);
    }
    expect(new Set(staff.map((person) => person.email)).size).toBe(6);
  });
});

describe('elders', () => {
  test('are six entries, exactly one of them "Coming Soon"', () => {
    const elders = content<Elder[]>('elders');
    expect(elders).toHaveLength(6);
    const soon = elders.filter((elder) => elder.comingSoon);
    expect(soon.map((elder) => elder.name)).toEqual(['Coming Soon']);
  });
});

// A PDF uploaded through the CMS replaces a generated one; only generated ones follow a text.
const generated: Doc[] = [];
for (const doc of content<Doc[]>('documents'))
  if (existsSync(`src/content/documents/${doc.id}.md`) && (await isGenerated(`public${doc.file}`)))
    generated.push(doc);

describe('church documents', () => {
  const documents = content<Doc[]>('documents');

  test('are the five of the spec, plus the core competencies for children', () => {
    expect(documents.filter((doc) => doc.group === 'church').map((doc) => doc.title)).toEqual([
      'Statement of Faith',
      'Membership Covenant',
      'Discipleship Marks',
      'Constitution',
      'Ministry Principles',
    ]);
    expect(documents.find((doc) => doc.group === 'children')?.file).toBe(
      '/docs/core-competencies.pdf',
    );
  });

  test.each(documents)('$file is a real PDF', async ({ file }) => {
    const bytes = readFileSync(`public${file}`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  test.each(generated)('$file is a 1-3 page PDF naming the church', async ({ file }) => {
    const pdf = await PDFDocument.load(readFileSync(`public${file}`));
    expect(pdf.getPageCount()).toBeLessThanOrEqual(3);
    expect(pdf.getTitle()).toContain('Dogwood Community Church');
  });

  test.each(generated)('$file is up to date with its text', async ({ id, title, file }) => {
    const bytes = readFileSync(`public${file}`);
    const church = content<Parameters<typeof renderDocument>[2]>('church');
    const markdown = readFileSync(`src/content/documents/${id}.md`, 'utf8');
    const fresh = await renderDocument(title, markdown, church);
    // Regenerate with `node tools/make-docs.ts` when this fails after editing the text.
    expect(Buffer.from(fresh).equals(bytes)).toBe(true);
  });
});

describe('service times', () => {
  const times = new Map(content<ServiceTime[]>('service-times').map((time) => [time.id, time]));

  test('hold the Sunday, temporary, prayer, check-in, D-Nite and offering facts', () => {
    expect(times.get('sunday-worship')).toMatchObject({ day: 'Sunday', time: '10:30 AM' });
    expect(times.get('temporary-services')).toMatchObject({
      time: '9:00 AM and 11:00 AM',
      registrationUrl: '/events',
    });
    expect(times.get('sunday-prayer')).toMatchObject({
      day: 'Sunday',
      time: '9:30 AM',
      location: 'Resource Room',
    });
    expect(times.get('womens-group')).toMatchObject({ day: 'Tuesday', time: '10:00 AM' });
    expect(times.get('childrens-check-in')).toMatchObject({ day: 'Sunday', time: '10:20 AM' });
    expect(times.get('d-nite')).toMatchObject({ day: 'Sunday', time: '6:30 PM' });
    expect(times.get('formal-offering')?.day).toBe('Last Sunday of each month');
  });
});

describe("children's classes", () => {
  test('are five, from Nursery to 2nd-5th grade', () => {
    const classes = content<(Named & { ages: string })[]>('children-classes');
    expect(classes.map((group) => [group.name, group.ages])).toEqual([
      ['Nursery', 'Birth to walking'],
      ['Toddlers', 'Walking to age 2'],
      ['Preschool/Pre-K', 'Age 3 to 4'],
      ['K-1st Grade', 'Kindergarten and 1st grade'],
      ['2nd-5th grade', '2nd to 5th grade'],
    ]);
  });
});

describe('community groups and teams', () => {
  test('every group says who, when and where, with an email contact', () => {
    const groups = content<Group[]>('community-groups');
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect([group.who, group.when, group.where].every(Boolean)).toBe(true);
      expect(group.email).toMatch(EMAIL);
    }
  });

  test('every ministry team has a contact person and email', () => {
    const teams = content<(Named & { contact: string; email: string })[]>('ministry-teams');
    for (const team of teams) {
      expect(team.contact).not.toBe('');
      expect(team.email).toMatch(EMAIL);
    }
  });

  test('partners, missionaries and resources are not empty', () => {
    expect(content<Named[]>('partners').length).toBeGreaterThanOrEqual(3);
    expect(content<Named[]>('missionaries').length).toBeGreaterThanOrEqual(2);
    const kinds = content<{ kind: string }[]>('resources').map((resource) => resource.kind);
    expect(new Set(kinds)).toEqual(new Set(['reading', 'prayer']));
  });
});

describe('generated art', () => {
  test('the youth photo exists beside the staff portraits', () => {
    const staffDir = dirname(resolve('src/content', content<Staff[]>('staff')[0]!.photo));
    expect(existsSync(resolve(staffDir, '../youth/d-nite.jpg'))).toBe(true);
  });
});
