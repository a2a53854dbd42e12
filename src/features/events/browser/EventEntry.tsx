/**
 * One event entry: image, when, name (a link to the event's own page), sanitized details, a
 * Register button when Planning Center takes sign-ups, and its "Add to calendar" link(s).
 */
import type { CalendarKind } from '../shared/calendar-links.ts';
import { formatDatedRange, formatRange } from '../../../platform/shared/dates.ts';
import type { EventEntry as Entry } from '../shared/event-groups.ts';
import AddToCalendar from './AddToCalendar.tsx';

interface Props {
  /** The entry shown; in 'event' layout the first of `occurrences`. */
  entry: Entry;
  kind: CalendarKind;
  zone: string;
  /** date: time range only (the group heading has the day); dated: day and range; event: all times. */
  layout: 'date' | 'dated' | 'event';
  occurrences?: Entry[];
  /** Heading level of the event name. */
  level: 3 | 4 | 5;
  showImage?: boolean;
  /** Its sign-up's line ("Registration required", "Registration opens …"), when it has one. */
  signupLine?: string | undefined;
}

/** An event entry in any of the list layouts. */
export default function EventEntry({
  entry,
  kind,
  zone,
  layout,
  occurrences = [entry],
  level,
  showImage = true,
  signupLine,
}: Props) {
  const Name = `h${level}` as const;
  const when =
    layout === 'date'
      ? formatRange(entry.startsAt, entry.endsAt, zone)
      : formatDatedRange(entry.startsAt, entry.endsAt, zone);
  return (
    <article className="event-entry">
      {showImage && (
        <img
          className="event-image"
          src={entry.image}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="event-body">
        {layout !== 'event' && <p className="event-when">{when}</p>}
        <Name className="event-name">
          <a href={entry.page}>{entry.name}</a>
        </Name>
        {signupLine && <p className="event-signup-line">{signupLine}</p>}
        {/* sanitized on the server (src/platform/shared/sanitize.ts) before any answer leaves it */}
        <div className="event-details" dangerouslySetInnerHTML={{ __html: entry.detailsHtml }} />
        {entry.registrationUrl && (
          <a className="button register" href={entry.registrationUrl} rel="noopener noreferrer">
            Register<span className="visually-hidden"> for {entry.name}</span>
          </a>
        )}
        {layout === 'event' ? (
          <ul className="event-times">
            {occurrences.map((o) => (
              <li key={o.id}>
                <span className="event-when">{formatDatedRange(o.startsAt, o.endsAt, zone)}</span>{' '}
                <AddToCalendar kind={kind} entry={o} zone={zone} />
              </li>
            ))}
          </ul>
        ) : (
          <AddToCalendar kind={kind} entry={entry} zone={zone} />
        )}
      </div>
    </article>
  );
}
