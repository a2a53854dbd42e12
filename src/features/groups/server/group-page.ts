/**
 * A group's own page (/groups/{slug}): picture, name, kind, schedule, where it meets (as a
 * stranger may see it: shared/location.ts), whether it is open, its sanitized description,
 * its public tags, its upcoming public events, and the one button to its Church Center page; in
 * its head, link-preview tags and schema.org data. Made from the public answer only
 * (groups.ts), so it can show nothing the list does not.
 */
import type { GroupEvent, GroupsAnswer, PublicGroup } from '../shared/api-types.ts';
import { formatDatedRange } from '../../../platform/shared/dates.ts';
import { DEFAULT_GROUP_IMAGE, groupFacts } from '../shared/card.ts';
import { actionLabel } from '../shared/listing.ts';
import { html, Html } from '../../../platform/shared/html.ts';
import { serializeJsonLd } from '../../../platform/shared/json-ld.ts';
import type { PageParts } from '../../../platform/server/pages/template.ts';

/** The picture a shared link shows: the header image, unless it is missing or an SVG (which
 * link previews do not show), then the church's card. */
const imageOf = (group: PublicGroup, site: string) =>
  new URL(
    group.image && !/\.svg(\?|$)/i.test(new URL(group.image).pathname)
      ? group.image
      : '/og-image.png',
    site,
  ).href;

const describe = (group: PublicGroup) =>
  group.summary || `${group.name}, a group at Dogwood Community Church.`;

function events(list: GroupEvent[], zone: string): Html {
  if (!list.length) return html``;
  return html`<section class="detail-section" aria-labelledby="upcoming">
    <h2 id="upcoming">Upcoming</h2>
    <ul class="detail-occurrences">
      ${list.map(
        (e) =>
          html`<li>
            <time datetime="${e.startsAt}">${formatDatedRange(e.startsAt, e.endsAt, zone)}</time>
            <span>${e.name}</span>
          </li>`,
      )}
    </ul>
  </section>`;
}

function body(group: PublicGroup, answer: GroupsAnswer, list: GroupEvent[], zone: string): Html {
  const facts = groupFacts(group, answer);
  return html`<article class="detail group">
    <nav class="detail-crumbs" aria-label="Breadcrumb"><a href="/groups">All groups</a></nav>
    <img
      class="card-image"
      src="${group.image ?? DEFAULT_GROUP_IMAGE}"
      alt=""
      width="1280"
      height="720"
    />
    <h1 class="page-title">${group.name}</h1>
    <dl class="facts detail-facts">
      ${facts.map(
        (f) =>
          html`<div>
            <dt>${f.label}</dt>
            <dd>${f.value}</dd>
          </div>`,
      )}
    </dl>
    <div id="group-description">${new Html(group.descriptionHtml)}</div>
    ${
      group.url
        ? html`<p class="detail-actions">
            <a class="button" href="${group.url}" rel="noopener noreferrer"
              >${actionLabel(group.status)}<span class="visually-hidden">: ${group.name}</span></a
            >
          </p>`
        : ''
    }
    ${events(list, zone)}
  </article>`;
}

/** The parts of a group's page at `page` on the site at `site`. */
export function groupPage(
  group: PublicGroup,
  answer: GroupsAnswer,
  list: GroupEvent[],
  zone: string,
  page: string,
  site: string,
): PageParts {
  const schema = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: group.name,
    description: describe(group),
    url: page,
    image: imageOf(group, site),
    parentOrganization: { '@type': 'Church', name: 'Dogwood Community Church', url: site },
    ...(list.length
      ? {
          event: list.map((e) => ({
            '@type': 'Event',
            name: e.name,
            startDate: e.startsAt,
            endDate: e.endsAt,
          })),
        }
      : {}),
  };
  return {
    title: group.name,
    description: describe(group),
    url: page,
    image: imageOf(group, site),
    head: html`<script type="application/ld+json">
      ${new Html(serializeJsonLd(schema))}
    </script>`,
    body: body(group, answer, list, zone),
  };
}

/** The one page of every group that is not listed, or not known: it tells nothing of the id. */
export function missingGroupPage(site: string): PageParts {
  const text = 'The link may be mistyped, or the group may no longer be listed.';
  return {
    title: 'We could not find that group',
    description: text,
    url: new URL('/groups', site).href,
    image: new URL('/og-image.png', site).href,
    head: html``,
    body: html`<article class="detail group">
      <h1 class="page-title">We could not find that group</h1>
      <p>${text}</p>
      <p><a class="button" href="/groups">Find a group</a></p>
    </article>`,
  };
}
