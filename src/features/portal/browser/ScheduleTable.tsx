/**
 * The TEACHING SCHEDULE table. On a phone it scrolls sideways inside a focusable region while
 * the Date column stays put (sticky), so every cell remains reachable and readable.
 */
import type { Schedule, ScheduleCell } from '../shared/schedule.ts';
import { LessonButton } from './LessonButton.tsx';

/** One cell: the position's people, then that Sunday's lesson files. */
function Cell({ cell }: { cell: ScheduleCell }) {
  return (
    <td>
      {cell.members.length > 0 && (
        <ul className="members">
          {cell.members.map((name, i) => (
            <li key={i}>{name}</li>
          ))}
        </ul>
      )}
      {cell.lessons.length > 0 && (
        <ul className="lessons">
          {cell.lessons.map((lesson) => (
            <li key={lesson.attachmentId}>
              <LessonButton
                name={lesson.name}
                filename={lesson.filename}
                request={{
                  path: '/api/plans/attachment',
                  body: { planId: lesson.planId, attachmentId: lesson.attachmentId },
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

/** The whole table, a row per Sunday. */
export function ScheduleTable({ schedule }: { schedule: Schedule }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby="schedule-heading" tabIndex={0}>
      <table className="schedule">
        <thead>
          <tr>
            <th scope="col">Date</th>
            {schedule.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((row) => (
            <tr key={row.planId}>
              <th scope="row">{row.date}</th>
              {row.cells.map((cell, i) => (
                <Cell key={i} cell={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
