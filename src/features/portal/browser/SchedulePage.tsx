/** /teacherportal: the welcome, the questions email and the TEACHING SCHEDULE (docs/requirements.md section 2). */
import { useMemo } from 'react';
import { DEFAULT_ZONE } from '../../../platform/shared/dates.ts';
import { buildSchedule } from '../shared/schedule.ts';
import { curriculums, plans } from './stores/collections.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { PortalShell } from './PortalShell.tsx';
import { ScheduleTable } from './ScheduleTable.tsx';

interface Props {
  /** The children's ministry address for questions. */
  email: string;
  /** The church's time zone, in which the Sundays are dated. */
  zone?: string;
}

/** The schedule, built once both plans and curriculums are in. */
function ScheduleSection({ zone }: { zone: string }) {
  const planState = useCollection(plans);
  const curriculumState = useCollection(curriculums);
  const schedule = useMemo(
    () =>
      planState.data
        ? buildSchedule(planState.data, curriculumState.data ?? { data: [] }, zone)
        : null,
    [planState.data, curriculumState.data, zone],
  );
  return (
    <section>
      <h2 id="schedule-heading" className="section-title">
        TEACHING SCHEDULE
      </h2>
      {schedule === null ? (
        <p role="status">
          {planState.error ? 'The schedule could not be loaded.' : 'Loading the schedule…'}
        </p>
      ) : schedule.rows.length === 0 ? (
        <p>No Sundays are scheduled yet.</p>
      ) : (
        <ScheduleTable schedule={schedule} />
      )}
    </section>
  );
}

/** The portal's home page. */
export default function SchedulePage({ email, zone = DEFAULT_ZONE }: Props) {
  return (
    <PortalShell page="schedule">
      <h1 className="page-title portal-welcome">
        Welcome to the Children's Ministry Parent &amp; Teacher Portal
      </h1>
      <p className="portal-intro">
        Questions? Email <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <ScheduleSection zone={zone} />
    </PortalShell>
  );
}
