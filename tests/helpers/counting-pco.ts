/**
 * The Planning Center emulator as a server of its own that counts the API requests it answers,
 * can list extra events under a tag (each with one occurrence the test times) and can answer 404
 * for records deleted meanwhile: for the tests that prove what the site asks Planning Center, and
 * what it shows of an event that ends while the test runs or a record that has gone.
 */
import { createServer } from 'node:http';
import type { PcoResource } from '../../src/platform/server/pco/jsonapi.ts';
import { sendResponse, toRequest } from '../../tools/local/node-http.ts';
import * as demo from '../../src/demo/index.ts';
import { config } from '../../src/platform/server/config/index.ts';
import { closeServer, listen } from '../../tools/local/listen.ts';

/** An extra event with one occurrence, listed under the tag with this id. */
export interface ExtraEvent {
  tagId: string;
  id: string;
  name: string;
  startsAt: number;
  endsAt: number;
  visible: boolean;
}

export interface CountingPco {
  /** PCO_BASE_URL. */
  url: string;
  /** The paths (with queries) of the API requests answered, in order. */
  requests: string[];
  extras: ExtraEvent[];
  /** API paths (without query) answered 404, as Planning Center answers a deleted record. */
  gone: Set<string>;
  close(): Promise<void>;
}

function resources(extra: ExtraEvent): { event: PcoResource; instance: PcoResource } {
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const event: PcoResource = {
    type: 'Event',
    id: extra.id,
    attributes: {
      name: extra.name,
      summary: `${extra.name}, briefly.`,
      description: `${extra.name}, in full.`,
      image_url: null,
      registration_url: null,
      visible_in_church_center: extra.visible,
      approval_status: 'A',
    },
  };
  const instance: PcoResource = {
    type: 'EventInstance',
    id: `${extra.id}01`,
    attributes: { starts_at: iso(extra.startsAt), ends_at: iso(extra.endsAt), location: 'Here' },
    relationships: { event: { data: { type: 'Event', id: extra.id } } },
  };
  return { event, instance };
}

/** Adds the extra events to the first page of a tag's event instances. */
async function withExtras(url: URL, response: Response, extras: ExtraEvent[]): Promise<Response> {
  const tagId = /\/calendar\/v2\/tags\/([^/]+)\/event_instances$/.exec(url.pathname)?.[1];
  const mine = extras.filter((e) => e.tagId === tagId);
  if (!mine.length || url.searchParams.get('offset') || !response.ok) return response;
  const doc = (await response.json()) as { data: PcoResource[]; included?: PcoResource[] };
  for (const extra of mine) {
    const { event, instance } = resources(extra);
    doc.data.push(instance);
    if (url.searchParams.get('include')?.split(',').includes('event'))
      doc.included = [...(doc.included ?? []), event];
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json(doc, { status: response.status, headers });
}

/** Starts it on a free port of 127.0.0.1, without credentials (as the demo's emulator). */
export async function startCountingPco(): Promise<CountingPco> {
  // made at the first request, in the church's zone as the test has configured it by then
  let emulator: ((req: Request) => Response) | undefined;
  const requests: string[] = [];
  const extras: ExtraEvent[] = [];
  const gone = new Set<string>();
  const server = createServer((req, res) => {
    const request = toRequest(req, `http://${req.headers.host}`, new AbortController().signal);
    const url = new URL(request.url);
    const api = /^\/(people|services|calendar|groups|registrations)\/v2\//.test(url.pathname);
    if (api) requests.push(url.pathname + url.search);
    emulator ??= demo.createEmulator({ prefix: '', zone: config().timezone });
    const answer = gone.has(url.pathname)
      ? Response.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 })
      : emulator(request);
    void (api ? withExtras(url, answer, extras) : Promise.resolve(answer)).then((response) =>
      sendResponse(res, response),
    );
  });
  const { port } = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    extras,
    gone,
    close: () => closeServer(server),
  };
}
