/**
 * A strict stand-in for Planning Center Publishing on a port of its own: the Planning Center
 * emulator (src/demo/emulator.ts, its Publishing from src/features/live/demo/publishing-api.ts)
 * requiring the suite's token, with its clock set inside the scripted stream's live minutes (an
 * active episode time), and failures the test switches on: Planning Center's 503, or its 429 with
 * Retry-After. Counts the Publishing requests it was asked.
 */
import { createServer } from 'node:http';
import { createEmulator } from '../../../../src/demo/index.ts';
import { CYCLE_MS, UPCOMING_MS } from '../../../../src/features/live/demo/timeline.ts';
import { listen } from '../../../../tools/local/listen.ts';
import { sendResponse, toRequest } from '../../../../tools/local/node-http.ts';
import { PCO_TOKEN } from '../../../helpers/target.ts';

/** How the stand-in fails, when it does. */
export type Failure = 503 | 429 | null;

/** The stand-in started, with the variables that point the site at it. */
export interface PublishingStandIn {
  url: string;
  /** Publishing requests answered, failures included. */
  asked(): number;
  fail(failure: Failure): void;
  close(): Promise<void>;
}

/** A minute into the live part of the scripted stream nearest the real time. */
export function activeMoment(now: number): number {
  return Math.floor(now / CYCLE_MS) * CYCLE_MS + UPCOMING_MS + 60_000;
}

const failure = (status: 503 | 429) =>
  Response.json(
    {
      errors: [
        status === 429
          ? { status: '429', title: 'Too Many Requests', detail: 'Rate limit exceeded' }
          : { status: '503', title: 'Service Unavailable', detail: 'Please try again later' },
      ],
    },
    { status, headers: status === 429 ? { 'Retry-After': '60' } : {} },
  );

/** Starts the stand-in (see the file comment). */
export async function startPublishingStandIn(): Promise<PublishingStandIn> {
  const emulator = createEmulator({
    prefix: '',
    zone: 'America/New_York',
    credentials: PCO_TOKEN,
    now: () => activeMoment(Date.now()),
  });
  let failing: Failure = null;
  let asked = 0;
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const request = toRequest(req, origin, new AbortController().signal);
    const publishing = new URL(request.url).pathname.startsWith('/publishing/');
    if (publishing) asked += 1;
    void sendResponse(res, failing && publishing ? failure(failing) : emulator(request));
  });
  const { url } = await listen(server, 0);
  return {
    url,
    asked: () => asked,
    fail: (next) => void (failing = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
