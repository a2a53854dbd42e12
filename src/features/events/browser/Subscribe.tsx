/** The subscribe link of a calendar feed, as webcal: once the page knows its own host. */
import { useSyncExternalStore } from 'react';
import {
  CALENDAR_NAMES,
  feedPath,
  webcalUrl,
  type CalendarKind,
} from '../shared/calendar-links.ts';

const never = () => () => {};

/** "Subscribe" (webcal:, which calendar apps treat as a subscription) plus the plain feed URL. */
export default function Subscribe({ kind }: { kind: CalendarKind }) {
  // The build does not know the host the site is served from: it renders the https path.
  const origin = useSyncExternalStore(
    never,
    () => window.location.origin,
    () => null,
  );
  const href = origin ? webcalUrl(origin, kind) : feedPath(kind);
  return (
    <p className="calendar-subscribe">
      <a href={href}>
        Subscribe<span className="visually-hidden"> to {CALENDAR_NAMES[kind]}</span>
      </a>
      {' · '}
      <a href={feedPath(kind)}>
        Calendar feed<span className="visually-hidden"> for {CALENDAR_NAMES[kind]}</span>
      </a>
    </p>
  );
}
