/**
 * Scheduled functions on the local servers (`npm start`, `npm run serve`, `npm run preview`), as
 * Netlify runs them: each function whose `config.schedule` is a cron expression runs when the
 * minute matches (UTC, one run at a time), and `POST /.netlify/functions/{name}` runs it at once,
 * as Netlify's CLI does, but only from this machine: the request comes to the loopback address
 * the server answers at, from no page of another origin (docs/security.md; own-address.ts, the
 * check the content editor's backend makes too).
 */
import type { FnHandler } from '../../src/platform/server/http/handler.ts';
import { foreignAddress } from './own-address.ts';

/** A scheduled function: its name, cron expression and how to call it. */
export interface ScheduledSpec {
  name: string;
  schedule: string;
  handler: FnHandler;
}

const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

/** Whether one cron field (`*`, `*\/5`, `1,2`, `1-5`, `1-10/2`) allows `value`. */
function fieldMatches(field: string, value: number, [min, max]: [number, number]): boolean {
  return field.split(',').some((part) => {
    const [range = '*', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [from, to] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText ? max : Number(range)];
    if (!Number.isInteger(step) || step < 1 || from === undefined || to === undefined) return false;
    return value >= from && value <= to && (value - from) % step === 0;
  });
}

/** Whether a five-field cron expression (minute hour day month weekday, UTC) matches `at`. */
export function cronMatches(expression: string, at: Date): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return false;
  const values = [
    at.getUTCMinutes(),
    at.getUTCHours(),
    at.getUTCDate(),
    at.getUTCMonth() + 1,
    at.getUTCDay(),
  ];
  return fields.every((field, i) => fieldMatches(field, values[i]!, RANGES[i]!));
}

/** The request body Netlify sends a scheduled function. */
const scheduledRequest = (origin: string, name: string, next: Date) =>
  new Request(`${origin}/.netlify/functions/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ next_run: next.toISOString() }),
  });

/** Runs the functions on their schedules until stopped; a run still going is not started again. */
export function runSchedules(specs: ScheduledSpec[], origin: () => string): { stop(): void } {
  const running = new Set<string>();
  let last = -1;
  const tick = () => {
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute === last) return;
    last = minute;
    for (const spec of specs) {
      if (running.has(spec.name) || !cronMatches(spec.schedule, now)) continue;
      running.add(spec.name);
      const next = new Date((minute + 1) * 60_000);
      void Promise.resolve(
        spec.handler(scheduledRequest(origin(), spec.name, next), { params: {}, ip: '127.0.0.1' }),
      )
        .then(async (response) => void (await response.body?.cancel()))
        .catch((error: unknown) => console.error(`Scheduled function ${spec.name}:`, error))
        .finally(() => running.delete(spec.name));
    }
  };
  const timer = setInterval(tick, 5_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The answer to `POST /.netlify/functions/{name}` for a scheduled function: its run, or 403 from
 * anywhere but this machine; null for any other request.
 */
export async function invokeScheduled(
  specs: ScheduledSpec[],
  req: Request,
  ip: string,
  port: number,
): Promise<Response | null> {
  const url = new URL(req.url);
  const name = /^\/\.netlify\/functions\/([\w-]+)$/.exec(url.pathname)?.[1];
  const spec = specs.find((s) => s.name === name);
  if (!spec || req.method !== 'POST') return null;
  const host = req.headers.get('host') ?? '';
  const origin = req.headers.get('origin');
  if (!LOOPBACK.has(ip) || foreignAddress(host, origin, port))
    return Response.json(
      { message: 'Scheduled functions run on request only from this machine.' },
      { status: 403 },
    );
  await req.body?.cancel();
  return spec.handler(
    scheduledRequest(`http://${host}`, spec.name, new Date(Date.now() + 60_000)),
    { params: {}, ip },
  );
}
