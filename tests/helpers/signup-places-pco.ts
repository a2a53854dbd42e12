/**
 * The Planning Center stand-in (the emulator, as production mode's) with sign-ups at places of
 * the test's choosing: the picnic (2210903) moved to the first location, and one more sign-up
 * per other location, each a copy of the picnic linked from its public calendar event (6103),
 * so the site shows them all. For the tests of what a sign-up's place shows.
 */
import { createServer } from 'node:http';
import type { PcoDocument, PcoResource } from '../../src/platform/server/pco/jsonapi.ts';
import { sendResponse, toRequest } from '../../tools/local/node-http.ts';
import * as demo from '../../src/demo/index.ts';
import { config } from '../../src/platform/server/config/index.ts';
import { closeServer, listen } from '../../tools/local/listen.ts';

const PICNIC = '2210903';
const PICNIC_EVENT = '6103';

export interface PlacesPco {
  /** PCO_BASE_URL. */
  url: string;
  /** The sign-up id at each location, in order. */
  ids: string[];
  close(): Promise<void>;
}

type Doc = PcoDocument<PcoResource[]> & { included: PcoResource[] };

const location = (id: string, attributes: Record<string, unknown>): PcoResource => ({
  type: 'SignupLocation',
  id: `${id}9`,
  attributes,
});

/** The sign-ups list with the picnic moved and its copies added (first page only). */
function withPlaces(doc: Doc, places: Record<string, unknown>[], ids: string[]): Doc {
  const picnic = doc.data.find((s) => s.id === PICNIC);
  if (!picnic) return doc;
  const copies = ids.slice(1).map((id, at) => ({
    ...structuredClone(picnic),
    id,
    attributes: { ...picnic.attributes, name: `Place check ${at + 1}` },
  }));
  const moved = [picnic, ...copies];
  moved.forEach((s) => {
    s.relationships = {
      ...s.relationships,
      signup_location: { data: { type: 'SignupLocation', id: `${s.id}9` } },
    };
  });
  const others = doc.included.filter(
    (r) => !(r.type === 'SignupLocation' && r.id === `${PICNIC}9`),
  );
  return {
    ...doc,
    data: [...doc.data, ...copies],
    included: [...others, ...moved.map((s, at) => location(s.id, places[at]!))],
  };
}

/** The connections of the picnic's event, the copies' added. */
function withConnections(doc: Doc, ids: string[]): Doc {
  const added = ids.slice(1).map((id) => ({
    type: 'EventConnection',
    id: `${PICNIC_EVENT}${id}`,
    attributes: {
      product_name: 'registrations',
      connected_to_type: 'signup',
      connected_to_id: id,
      connected_to_name: id,
      connected_to_url: `https://dcc.churchcenter.com/registrations/events/${id}`,
    },
  }));
  return { ...doc, data: [...doc.data, ...added] };
}

/** Starts it on a free port of 127.0.0.1, without credentials (as the counting stand-in). */
export async function startPlacesPco(places: Record<string, unknown>[]): Promise<PlacesPco> {
  const ids = places.map((_, at) => (at === 0 ? PICNIC : String(2299000 + at)));
  let emulator: ((req: Request) => Response) | undefined;
  const server = createServer((req, res) => {
    const request = toRequest(req, `http://${req.headers.host}`, new AbortController().signal);
    const url = new URL(request.url);
    // a copy's prices are the picnic's
    const copy = /^\/registrations\/v2\/signups\/(\d+)\//.exec(url.pathname)?.[1];
    if (copy && ids.includes(copy)) url.pathname = url.pathname.replace(copy, PICNIC);
    emulator ??= demo.createEmulator({ prefix: '', zone: config().timezone });
    const answer = emulator(new Request(url, { headers: request.headers }));
    const list = url.pathname === '/registrations/v2/signups' && !url.searchParams.get('offset');
    const links = url.pathname === `/calendar/v2/events/${PICNIC_EVENT}/event_connections`;
    if (!answer.ok || !(list || links)) return void sendResponse(res, answer);
    void (answer.json() as Promise<Doc>).then((doc) =>
      sendResponse(
        res,
        Response.json(list ? withPlaces(doc, places, ids) : withConnections(doc, ids)),
      ),
    );
  });
  const { port } = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    ids,
    close: () => closeServer(server),
  };
}
