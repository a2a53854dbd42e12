/** The emulator's routes: Planning Center's API paths and the files its URLs point at. */
import { DEMO_IDS } from '../platform/server/config/demo.ts';
import { listInstances, listTagInstances } from '../features/events/demo/api.ts';
import { EVENTS } from '../features/events/demo/calendar.ts';
import { congregation } from './congregation.ts';
import { fileBytes, findFile, mediaFiles, planFiles, verifySignedUrl } from './files.ts';
import { bannerImage, squareArt, imageResponse, initialsImage, requestedSize } from './images.ts';
import { WORSHIP_SAMPLES } from '../features/worship/demo/samples.ts';
import { listHouseholds, listMembers, listPeople, showPerson } from './people-api.ts';
import { showEvent, showList, showServiceType, showTag, showTeam } from './records-api.ts';
import { demoGroup } from '../features/groups/demo/resources.ts';
import * as media from './media-api.ts';
import * as services from './services-api.ts';

/** What a route handler is given. */
export interface Context {
  url: URL;
  base: string;
  now: number;
  zone: string;
  params: Record<string, string>;
}

/** Method, path under the emulator's prefix, handler. */
export type Route = [method: string, path: string, handle: (ctx: Context) => Response];

const lists = { directory: DEMO_IDS.directoryListId, leaders: DEMO_IDS.householdLeadersListId };

/** Planning Center's API, answered with the demo congregation. */
export const API: Route[] = [
  ['GET', '/people/v2/people', (c) => listPeople(c.url, c.base)],
  ['GET', '/people/v2/people/:id', (c) => showPerson(c.url, c.base, c.params['id']!)],
  ['GET', '/people/v2/lists/:id/people', (c) => listMembers(c.url, c.base, c.params['id']!, lists)],
  ['GET', '/people/v2/lists/:id', (c) => showList(c.url, c.params['id']!)],
  ['GET', '/people/v2/households', (c) => listHouseholds(c.url)],
  ['GET', '/services/v2/service_types/:id', (c) => showServiceType(c.url, c.params['id']!)],
  ['GET', '/services/v2/teams/:id', (c) => showTeam(c.url, c.params['id']!)],
  ['GET', '/calendar/v2/tags/:id', (c) => showTag(c.url, c.params['id']!)],
  ['GET', '/calendar/v2/events/:id', (c) => showEvent(c, c.params['id']!)],
  ['GET', '/services/v2/service_types/:st/plans', (c) => services.listPlans(c, c.params['st']!)],
  [
    'GET',
    '/services/v2/service_types/:st/plans/:p/team_members',
    (c) => services.listTeamMembers(c, c.params['st']!, c.params['p']!),
  ],
  [
    'GET',
    '/services/v2/service_types/:st/plans/:p/attachments',
    (c) => services.listPlanAttachments(c, c.params['st']!, c.params['p']!),
  ],
  [
    'POST',
    '/services/v2/service_types/:st/plans/:p/attachments/:id/open',
    (c) => media.openAttachment(c, c.params['id']!, planFiles(c.params['p']!, c.now, c.zone)),
  ],
  ['GET', '/services/v2/media', (c) => media.listMedia(c)],
  ['GET', '/services/v2/media/:id', (c) => media.showMedia(c, c.params['id']!)],
  [
    'GET',
    '/services/v2/media/:id/attachments',
    (c) => media.listMediaAttachments(c, c.params['id']!),
  ],
  [
    'POST',
    '/services/v2/media/:m/attachments/:id/open',
    (c) => media.openAttachment(c, c.params['id']!, mediaFiles(c.params['m']!)),
  ],
  ['POST', '/services/v2/attachments/:id/open', (c) => media.openAttachment(c, c.params['id']!)],
  [
    'GET',
    '/services/v2/teams/:id/person_team_position_assignments',
    (c) => services.listAssignments(c, c.params['id']!),
  ],
  ['GET', '/calendar/v2/event_instances', (c) => listInstances(c)],
  ['GET', '/calendar/v2/tags/:id/event_instances', (c) => listTagInstances(c, c.params['id']!)],
];

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

function avatar(c: Context): Response {
  const person = congregation().byId.get(c.params['id']!);
  return person
    ? imageResponse(
        initialsImage(
          `${person.first_name} ${person.last_name}`,
          requestedSize(c.url, { w: 400, h: 400 }),
        ),
      )
    : notFound();
}

function photo(c: Context): Response {
  const person = congregation().byId.get(c.params['id']!.slice(1));
  return person
    ? imageResponse(
        initialsImage(
          `${person.first_name} ${person.last_name}`,
          requestedSize(c.url, { w: 200, h: 200 }),
        ),
      )
    : notFound();
}

function thumbnail(c: Context): Response {
  const sample = WORSHIP_SAMPLES.find((s) => s.id === c.params['id']);
  const file = sample ? null : findFile(c.params['id']!, c.now, c.zone);
  if (!sample && !file) return notFound();
  if (sample) {
    return imageResponse(
      squareArt(sample.title, sample.artist, requestedSize(c.url, { w: 300, h: 300 })),
    );
  }
  return imageResponse(
    bannerImage(file!.filename, 'DCC', requestedSize(c.url, { w: 320, h: 180 })),
  );
}

function eventImage(c: Context): Response {
  const event = EVENTS.find((e) => e.id === c.params['id'] && e.image);
  return event
    ? imageResponse(
        bannerImage(event.name, event.location, requestedSize(c.url, { w: 640, h: 360 })),
      )
    : notFound();
}

function groupImage(c: Context): Response {
  const group = demoGroup(c.params['id']!);
  return group
    ? imageResponse(bannerImage(group.name, 'DCC Groups', requestedSize(c.url, { w: 640, h: 360 })))
    : notFound();
}

function file(c: Context): Response {
  const found = findFile(c.params['id']!, c.now, c.zone);
  if (!found?.asset || !verifySignedUrl(c.url, found.id, c.now)) {
    return new Response('This link has expired or is not valid.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain' },
    });
  }
  const disposition = found.contentType.startsWith('audio/') ? 'inline' : 'attachment';
  // the bytes come from the site that published them (src/demo/files.ts), after the headers
  const bytes = fileBytes(found, c.url.origin);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(await bytes));
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': found.contentType,
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(found.filename)}`,
      'Cache-Control': 'private, max-age=600',
    },
  });
}

/** The pictures and files the API's URLs point at (public, like Planning Center's). */
export const ASSETS: Route[] = [
  ['GET', '/avatars/:id.svg', avatar],
  ['GET', '/photos/:id.svg', photo],
  ['GET', '/thumbnails/:id.svg', thumbnail],
  ['GET', '/event-images/:id.svg', eventImage],
  ['GET', '/group-images/:id.svg', groupImage],
  ['GET', '/files/:id/:name', file],
];
