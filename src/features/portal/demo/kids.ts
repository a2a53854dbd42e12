/**
 * The demo's Services data for the teacher portal: children's-ministry teams, Sunday plans for
 * the next 12 weeks (computed from the clock in the church's zone), curriculum media with
 * numbered lessons and one unrelated media (the worship samples: src/features/worship/demo/).
 */
import { DateTime } from 'luxon';
import { DEMO_IDS } from '../../../platform/server/config/demo.ts';
import { congregation, type DemoPerson } from '../../../demo/congregation.ts';

/** The class names of docs/requirements.md section 9, in the teacher portal's order; each is a media's themes. */
export const CLASSES = [
  { theme: 'Nursery', label: 'Nursery', title: 'Little Lambs Nursery' },
  { theme: 'Toddlers', label: 'Toddlers', title: 'Tiny Steps for Toddlers' },
  { theme: 'Preschool/Pre-K', label: 'Preschool', title: 'Growing in Grace: Preschool & Pre-K' },
  { theme: 'K-1st', label: 'K-1st', title: 'Kingdom Kids: Kindergarten & 1st Grade' },
  {
    theme: "Children's Church",
    label: 'Childrens Church',
    title: "Children's Church: The Big Story",
  },
  { theme: "Children's Greeter", label: 'Greeter', title: "Children's Greeter Guide" },
  {
    theme: 'Preschool/Pre-K Buddy',
    label: 'Preschool Buddy',
    title: 'Preschool Buddy Helper Guide',
  },
] as const;

export const STORIES = [
  'God Makes the World',
  'Noah and the Ark',
  'Abraham Trusts God',
  'Joseph Forgives',
  'Baby Moses',
  'Crossing the Red Sea',
  'David and Goliath',
  'Daniel and the Lions',
  'Jonah and the Big Fish',
  'Jesus Is Born',
  'Jesus Calms the Storm',
  'Jesus Is Alive',
] as const;

export const LESSONS_PER_CURRICULUM = STORIES.length;

export interface Lesson {
  /** Attachment id. */
  id: string;
  mediaId: string;
  number: number;
  format: 'pdf' | 'docx';
  filename: string;
  /** File under src/demo/assets. */
  asset: string;
}

/** Media ids 4001..4007, one per class. */
export const curriculumId = (classIndex: number) => String(4001 + classIndex);

/** Every lesson file of a curriculum: lesson 1..12, each as PDF and DOCX. */
export function lessonsOf(classIndex: number): Lesson[] {
  const mediaId = curriculumId(classIndex);
  const { label } = CLASSES[classIndex]!;
  return STORIES.flatMap((story, i) =>
    (['pdf', 'docx'] as const).map((format, f) => ({
      id: String(Number(mediaId) * 1000 + (i + 1) * 10 + f),
      mediaId,
      number: i + 1,
      format,
      filename: `Lesson ${i + 1} - ${label} - ${story}.${format}`,
      asset: `lessons/${mediaId}-${String(i + 1).padStart(2, '0')}.${format}`,
    })),
  );
}

export const TEAMS = [
  { id: DEMO_IDS.kidsTeamIds[0], name: 'Nursery', position: 'Nursery Teacher' },
  { id: DEMO_IDS.kidsTeamIds[1], name: 'Seedlings', position: 'Seedlings 2-3' },
  { id: DEMO_IDS.kidsTeamIds[2], name: 'Dogwoods', position: 'Dogwoods 4-K' },
  {
    id: DEMO_IDS.kidsTeamIds[3],
    name: "Children's Church",
    position: "Children's Church Grades 1-5",
  },
] as const;

const MEMBERS_PER_TEAM = 5;

/** The volunteers of each team: adults with a background check, five a team. */
export function teamMembers(): DemoPerson[][] {
  const adults = congregation().people.filter((p) => !p.child && p.passed_background_check);
  return TEAMS.map((_, t) =>
    adults.filter((_, i) => i % TEAMS.length === t).slice(0, MEMBERS_PER_TEAM),
  );
}

/** A Services person id for a People person (Planning Center keeps separate ids per app). */
export const servicesPersonId = (person: DemoPerson) => `5${person.id}`;

export interface DemoPlan {
  id: string;
  week: number;
  sunday: DateTime;
  /** Lesson number (1..12) taught that Sunday. */
  lesson: number;
}

const EPOCH_SUNDAY = { year: 2020, month: 1, day: 5 };

/** The next `count` Sundays from `now` in the zone (today included when it is Sunday). */
export function upcomingPlans(now: number, zone: string, count = 12): DemoPlan[] {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const first = today.plus({ days: (7 - today.weekday) % 7 });
  const epoch = DateTime.fromObject(EPOCH_SUNDAY, { zone });
  return Array.from({ length: count }, (_, i) => {
    const sunday = first.plus({ weeks: i });
    const week = Math.round(sunday.diff(epoch, 'weeks').weeks);
    return {
      id: String(100_000 + week),
      week,
      sunday,
      lesson: (week % LESSONS_PER_CURRICULUM) + 1,
    };
  });
}

/** The plan for an id if it is one of the upcoming ones. */
export function findPlan(id: string, now: number, zone: string): DemoPlan | undefined {
  return upcomingPlans(now, zone).find((plan) => plan.id === id);
}

/** Lesson files attached to a plan: that Sunday's lesson for the five teaching classes. */
export function planLessons(plan: DemoPlan): Lesson[] {
  return CLASSES.slice(0, 5).flatMap((_, c) =>
    lessonsOf(c).filter((l) => l.number === plan.lesson && (l.format === 'pdf' || c === 4)),
  );
}

/** A media that is neither curriculum nor worship samples: nobody may open its files. */
export const OTHER_MEDIA = { id: '4200', title: 'Welcome Slides', attachmentId: '420001' } as const;
