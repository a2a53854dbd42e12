/** A download link for one occurrence's .ics file. */
import { occurrenceFileName, occurrencePath, type CalendarKind } from '../shared/calendar-links.ts';
import { formatHeading } from '../../../platform/shared/dates.ts';
import type { EventEntry } from '../shared/event-groups.ts';

interface Props {
  kind: CalendarKind;
  entry: EventEntry;
  zone: string;
}

/** "Add to calendar", named for its event and day for screen readers. */
export default function AddToCalendar({ kind, entry, zone }: Props) {
  return (
    <a
      className="add-to-calendar"
      href={occurrencePath(kind, entry.id)}
      download={occurrenceFileName(entry, zone)}
    >
      Add to calendar
      <span className="visually-hidden">
        : {entry.name}, {formatHeading(entry.startsAt, zone)}
      </span>
    </a>
  );
}
