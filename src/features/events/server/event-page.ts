/**
 * An event's own page (/events/{slug}): image, name, details, every upcoming occurrence in the
 * church's time with its "Add to calendar" file, a Register button when Planning Center has a
 * registration address, and a Share button; in its head, link-preview tags and schema.org Event.
 * The details are Planning Center's markdown, rendered and sanitized on the server
 * (shared/markdown.ts) as the event lists get them: the page needs no script to show them.
 */
import type { ChurchEvent } from '../shared/api-types.ts';
import { occurrencePath, type CalendarKind } from '../shared/calendar-links.ts';
import { formatDatedRange } from '../../../platform/shared/dates.ts';
import { DEFAULT_EVENT_IMAGE, type EventEntry } from '../shared/event-groups.ts';
import { html, Html } from '../../../platform/shared/html.ts';
import {
  eventsJsonLd,
  serializeJsonLd,
  type EventPlace,
} from '../../../platform/shared/json-ld.ts';
import type { PageParts } from '../../../platform/server/pages/template.ts';
import { signupButton, signupSection, type PublicSignup } from '../../signups/server/index.ts';

/** An event with its upcoming occurrences and the calendar they are on. */
export interface EventOnCalendar {
  event: ChurchEvent;
  kind: CalendarKind;
  occurrences: EventEntry[];
  /** The shown sign-up a Calendar event connection links it to, if any. */
  signup?: PublicSignup | undefined;
}

const imageOf = (event: ChurchEvent, site: string) =>
  new URL(event.attributes.attachments[0]?.url || DEFAULT_EVENT_IMAGE, site).href;

/** A sentence for link previews: Planning Center's summary of the event. */
const summary = (event: ChurchEvent) =>
  event.attributes.summary || `${event.attributes.name} at Dogwood Community Church.`;

function occurrences(found: EventOnCalendar, zone: string): Html {
  return html`<ul class="detail-occurrences">
    ${found.occurrences.map(
      (o) =>
        html`<li>
          <time datetime="${o.startsAt}">${formatDatedRange(o.startsAt, o.endsAt, zone)}</time>
          <a href="${occurrencePath(found.kind, o.id)}"
            >Add to calendar<span class="visually-hidden"
              >: ${o.name}, ${formatDatedRange(o.startsAt, o.endsAt, zone)}</span
            ></a
          >
        </li>`,
    )}
  </ul>`;
}

function body(found: EventOnCalendar, zone: string, page: string, site: string): Html {
  const { name, details_html: detailsHtml, registration_url: register } = found.event.attributes;
  return html`<article class="detail event">
    <nav class="detail-crumbs" aria-label="Breadcrumb"><a href="/events">All events</a></nav>
    <img class="card-image" src="${imageOf(found.event, site)}" alt="" width="1280" height="720" />
    <h1 class="page-title">${name}</h1>
    <div id="event-details">${new Html(detailsHtml)}</div>
    <p class="detail-actions">
      ${found.signup ? signupButton(found.signup) : register ? html`<a class="button" href="${register}" rel="noopener noreferrer">Register<span class="visually-hidden"> for ${name}</span></a>` : ''}
      <button
        type="button"
        class="button secondary"
        data-share
        hidden
        data-title="${name}"
        data-url="${page}"
        aria-describedby="share-status"
      >
        Share
      </button>
      <span class="detail-status" id="share-status" role="status"></span>
    </p>
    ${found.signup ? signupSection(found.signup, zone) : ''}
    <section class="detail-section" aria-labelledby="upcoming">
      <h2 id="upcoming">Upcoming</h2>
      ${occurrences(found, zone)}
    </section>
  </article>`;
}

/** The parts of an event's page at `page` on the site at `site`. */
export function eventPage(
  found: EventOnCalendar,
  zone: string,
  page: string,
  site: string,
  place: EventPlace,
): PageParts {
  const ld = eventsJsonLd(found.occurrences.slice(0, 1), place, new URL(site))[0];
  const register = found.event.attributes.registration_url;
  const schema = {
    ...ld,
    url: page,
    description: summary(found.event),
    ...(register
      ? { offers: { '@type': 'Offer', url: register, availability: 'https://schema.org/InStock' } }
      : {}),
  };
  return {
    title: found.event.attributes.name,
    description: summary(found.event),
    url: page,
    image: imageOf(found.event, site),
    head: html`<script type="application/ld+json">
      ${new Html(serializeJsonLd(schema))}
    </script>`,
    body: body(found, zone, page, site),
  };
}

/**
 * The page of an event that is over (named, at its own address `page`), or of any other id
 * (null): that one is the same page whatever was asked, so it tells nothing about the id.
 */
export function missingEventPage(
  ended: string | null,
  page: string | null,
  site: string,
): PageParts {
  const title = ended ? `${ended} has ended` : 'We could not find that event';
  const text = ended
    ? 'It is not on the calendar any more. Have a look at what is coming up instead.'
    : 'The link may be mistyped, or the event may have been taken off the calendar.';
  return {
    title,
    description: text,
    url: page ?? new URL('/events', site).href,
    image: new URL('/og-image.png', site).href,
    head: html``,
    body: html`<article class="detail event">
      <h1 class="page-title">${title}</h1>
      <p>${text}</p>
      <p>
        <a class="button" href="/events">See what's happening</a> <a href="/youth">Youth events</a>
      </p>
    </article>`,
  };
}
