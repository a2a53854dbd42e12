/**
 * Regular or youth events with a 'Display by' select (docs/requirements.md section 2): by Date under day
 * headings, by Weekday under 'Upcoming {Weekday}s', or by Event with all its times. The mode is
 * local to this list. Every date and time is in the church's zone, passed in as `zone`.
 */
import { useId, useMemo, useState } from 'react';
import {
  DISPLAY_MODES,
  groupEntries,
  isDisplayMode,
  limitEntries,
  type DisplayMode,
} from '../shared/event-groups.ts';
import type { CalendarKind } from '../shared/calendar-links.ts';
import EventEntry from './EventEntry.tsx';
import ListState from '../../../platform/browser/islands/ListState.tsx';
import ShowMore, { FIRST_ENTRIES, MORE_ENTRIES } from './ShowMore.tsx';
import Subscribe from './Subscribe.tsx';
import { useEvents } from './useEvents.ts';
import { eventsJsonLd, type EventPlace } from '../../../platform/shared/json-ld.ts';
import JsonLd from '../../../platform/browser/islands/JsonLd.tsx';
import { useSignupLines } from '../../signups/browser/components.ts';
import './events.css';

interface Props {
  kind: Extract<CalendarKind, 'church' | 'youth'>;
  title: string;
  /** IANA zone of the church, rendered into the page at build time. */
  zone: string;
  /** Heading level of the title; groups and names go one and two deeper. */
  level?: 2 | 3;
  /** Where the events happen, for the schema.org data. */
  place: EventPlace;
  /** PCO_REGISTRATIONS: entries connected to a sign-up say so. */
  signups?: boolean;
}

/** The 'Display by' select. */
function DisplayBy({
  mode,
  onChange,
}: {
  mode: DisplayMode;
  onChange: (mode: DisplayMode) => void;
}) {
  const selectId = useId();
  return (
    <label className="display-by" htmlFor={selectId}>
      Display by
      <select
        id={selectId}
        value={mode}
        onChange={(e) => {
          if (isDisplayMode(e.target.value)) onChange(e.target.value);
        }}
      >
        {DISPLAY_MODES.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The grouped event list with its 'Display by' select. */
export default function EventList({ kind, title, zone, level = 2, place, signups }: Props) {
  const [mode, setMode] = useState<DisplayMode>('date');
  const lines = useSignupLines(signups);
  const { entries, state } = useEvents(kind);
  const Title = `h${level}` as const;
  const Group = `h${level + 1}` as 'h3' | 'h4';
  const nameLevel = (level + 2) as 4 | 5;
  const [limit, setLimit] = useState(FIRST_ENTRIES);
  const all = useMemo(() => groupEntries(entries, mode, zone), [entries, mode, zone]);
  // by Event there are only a few blocks; by Date or Weekday the list grows in steps
  const { groups, hidden } = limitEntries(all, mode, limit);
  return (
    <section className="event-list" aria-label={title}>
      <div className="event-list-head">
        <Title className="event-list-title">{title}</Title>
        <DisplayBy
          mode={mode}
          onChange={(next) => {
            setMode(next);
            setLimit(FIRST_ENTRIES);
          }}
        />
      </div>
      <Subscribe kind={kind} />
      {state !== 'ready' && <ListState state={state} noun="events" />}
      {groups.map((group, index) => (
        <div className="event-group" key={`${mode}-${group.key}`}>
          {index > 0 && <hr className="separator group-separator" />}
          {mode !== 'event' && <Group className="event-group-heading">{group.heading}</Group>}
          {mode === 'event' ? (
            <EventEntry
              entry={group.entries[0]!}
              occurrences={group.entries}
              kind={kind}
              zone={zone}
              layout="event"
              level={(level + 1) as 3 | 4}
              signupLine={lines.get(group.entries[0]!.eventId)}
            />
          ) : (
            group.entries.map((entry, i) => (
              <div key={entry.id}>
                {i > 0 && <hr className="separator" />}
                <EventEntry
                  entry={entry}
                  kind={kind}
                  zone={zone}
                  layout={mode === 'date' ? 'date' : 'dated'}
                  level={nameLevel}
                  signupLine={lines.get(entry.eventId)}
                />
              </div>
            ))
          )}
        </div>
      ))}
      {state === 'ready' && (
        <JsonLd
          data={eventsJsonLd(
            groups.flatMap((g) => g.entries),
            place,
            new URL(window.location.origin),
          )}
        />
      )}
      <ShowMore hidden={hidden} onMore={() => setLimit(limit + MORE_ENTRIES)} />
    </section>
  );
}
