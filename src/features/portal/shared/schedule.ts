/**
 * The TEACHING SCHEDULE table (docs/requirements.md section 2): a row per plan (Sunday), a column per team
 * position in teams order, each cell the position's team members and that class's lesson files.
 */
import type { CurriculumsAnswer, PlansAnswer } from './api-types.ts';
import { positionForClass, sortPositions } from './curriculum-order.ts';
import { formatMonthDay } from '../../../platform/shared/dates.ts';
import { lessonKey as key, lessonName } from './lessons.ts';

/** A plan attachment to download through POST /api/plans/attachment. */
export interface LessonLink {
  planId: string;
  attachmentId: string;
  /** The file name without .pdf/.docx. */
  name: string;
  /** The file name as stored, to tell a PDF from a Word file. */
  filename: string;
}

export interface ScheduleCell {
  members: string[];
  lessons: LessonLink[];
}

export interface ScheduleRow {
  planId: string;
  /** Month and day in the church's zone, e.g. 'March 5'. */
  date: string;
  sortDate: string;
  /** One cell per column, in column order. */
  cells: ScheduleCell[];
}

export interface Schedule {
  /** Team positions in teams order; a last 'Lessons' column holds files no position teaches. */
  columns: string[];
  rows: ScheduleRow[];
}

/** The column name for lesson files of classes no team position teaches. */
export const OTHER_LESSONS = 'Lessons';

/** Curriculum file names (without extension) mapped to the column that teaches that class. */
function lessonColumns(curriculums: CurriculumsAnswer): Map<string, string> {
  const classOf = new Map(curriculums.data.map((c) => [c.id, c.attributes.themes]));
  const columns = new Map<string, string>();
  for (const file of curriculums.included ?? []) {
    const className = classOf.get(file.relationships.attachable.data.id);
    if (className === undefined) continue;
    columns.set(key(file.attributes.filename), positionForClass(className) ?? OTHER_LESSONS);
  }
  return columns;
}

/**
 * Builds the table. Plan attachments that match no curriculum file are not lessons and are
 * left out. Rows follow sort_date.
 */
export function buildSchedule(
  plans: PlansAnswer,
  curriculums: CurriculumsAnswer,
  zone: string,
): Schedule {
  const lessonColumn = lessonColumns(curriculums);
  const sorted = [...plans.data].sort((a, b) =>
    a.attributes.sort_date.localeCompare(b.attributes.sort_date),
  );
  const positions = sortPositions(
    sorted.flatMap((plan) => plan.attributes.team_members.map((m) => m.team_position_name)),
  );
  const rows = sorted.map((plan) => {
    const cells = new Map<string, ScheduleCell>(
      [...positions, OTHER_LESSONS].map((column) => [column, { members: [], lessons: [] }]),
    );
    for (const member of plan.attributes.team_members) {
      cells.get(member.team_position_name)?.members.push(member.name);
    }
    for (const { id, filename } of plan.attributes.attachments) {
      const column = lessonColumn.get(key(filename));
      if (column === undefined) continue;
      const cell = cells.get(column) ?? cells.get(OTHER_LESSONS);
      cell?.lessons.push({
        planId: plan.id,
        attachmentId: id,
        name: lessonName(filename),
        filename,
      });
    }
    return { planId: plan.id, sortDate: plan.attributes.sort_date, cells };
  });
  const hasOther = rows.some((row) => (row.cells.get(OTHER_LESSONS)?.lessons.length ?? 0) > 0);
  const columns = hasOther ? [...positions, OTHER_LESSONS] : positions;
  return {
    columns,
    rows: rows.map(({ planId, sortDate, cells }) => ({
      planId,
      sortDate,
      date: formatMonthDay(sortDate, zone),
      cells: columns.map((column) => cells.get(column) ?? { members: [], lessons: [] }),
    })),
  };
}
