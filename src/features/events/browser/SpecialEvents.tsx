/** Special events in the order Planning Center gives them, each with its start and end. */
import EventEntry from './EventEntry.tsx';
import { useState } from 'react';
import ListState from '../../../platform/browser/islands/ListState.tsx';
import ShowMore, { FIRST_ENTRIES, MORE_ENTRIES } from './ShowMore.tsx';
import Subscribe from './Subscribe.tsx';
import { useEvents } from './useEvents.ts';
import { eventsJsonLd, type EventPlace } from '../../../platform/shared/json-ld.ts';
import JsonLd from '../../../platform/browser/islands/JsonLd.tsx';
import { useSignupLines } from '../../signups/browser/components.ts';
import './events.css';

interface Props {
  title: string;
  /** IANA zone of the church, rendered into the page at build time. */
  zone: string;
  /** Where the events happen, for the schema.org data. */
  place: EventPlace;
  /** PCO_REGISTRATIONS: entries connected to a sign-up say so. */
  signups?: boolean;
}

/** The Special Events column. */
export default function SpecialEvents({ title, zone, place, signups = false }: Props) {
  const { entries, state } = useEvents('special');
  const lines = useSignupLines(signups);
  const [limit, setLimit] = useState(FIRST_ENTRIES);
  return (
    <section className="event-list" aria-label={title}>
      <div className="event-list-head">
        <h2 className="event-list-title">{title}</h2>
      </div>
      <Subscribe kind="special" />
      {state !== 'ready' && <ListState state={state} noun="special events" />}
      {entries.slice(0, limit).map((entry, i) => (
        <div key={entry.id}>
          {i > 0 && <hr className="separator" />}
          <EventEntry
            entry={entry}
            kind="special"
            zone={zone}
            layout="dated"
            level={3}
            signupLine={lines.get(entry.eventId)}
          />
        </div>
      ))}
      {state === 'ready' && (
        <JsonLd
          data={eventsJsonLd(entries.slice(0, limit), place, new URL(window.location.origin))}
        />
      )}
      <ShowMore hidden={entries.length - limit} onMore={() => setLimit(limit + MORE_ENTRIES)} />
    </section>
  );
}
