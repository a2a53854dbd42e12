/** The events calendar's answers. */
import type { Collection, Ref } from '../../../platform/shared/api-types.ts';

export interface EventInstance {
  type: 'EventInstance';
  id: string;
  attributes: { starts_at: string; ends_at: string };
  relationships: { event: { data: Ref<'Event'> } };
}
export interface ChurchEvent {
  type: 'Event';
  id: string;
  attributes: {
    name: string;
    /** Planning Center's one-line summary, as text ('' when none). */
    summary: string;
    /** The details as plain text, no markup (calendar files): details_html's text. */
    details: string;
    /** The details' markdown rendered by marked and sanitized on the server (markdown.ts): safe to show. */
    details_html: string;
    /** The first one's url is the event's image; empty when it has none. */
    attachments: { url: string }[];
    /** Where to sign up (an https address from Planning Center), or null. */
    registration_url: string | null;
    /** The event's own page on this site, `/events/<id>-<name>`. */
    page: string;
  };
}
/** GET /api/events/{church|special|youth} */
export type EventsAnswer = Collection<EventInstance, ChurchEvent>;
