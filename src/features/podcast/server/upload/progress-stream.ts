/**
 * GET /api/sse's stream of upload progress, bounded: at most MAX_STREAMS open per session, each
 * ending when its uploads end (an `end` event, then the close) or after MAX_STREAM_MS at most,
 * so a forgotten tab or a script cannot hold connections and storage polls open for ever.
 *
 * The count is kept in this instance's memory: the local server is one process, so it holds
 * there exactly; on Netlify a session's streams on different instances are counted apart
 * (each is still capped in time, and a function's own time limit ends it sooner).
 */
import { createHash } from 'node:crypto';
import { readCookie, SESSION_COOKIE } from '../../../../platform/server/auth/session.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import { sseResponse } from '../../../../platform/server/http/sse.ts';
import type { ServerDeps } from '../../../../app/deps.ts';
import { watchProgress } from './progress.ts';

export const MAX_STREAMS = 2;
/** Ten minutes: longer than any upload may take (shared/input.ts UPLOAD_TIMEOUT_MS). */
export const MAX_STREAM_MS = 10 * 60_000;

/** Open streams per session token (by a hash of it, so no token sits in memory twice). */
const open = new Map<string, number>();

export interface StreamOptions {
  /** Shorter than MAX_STREAM_MS when asked (`?maxSeconds=`); never longer. */
  maxMs?: number;
  /** How long after the last upload ended the stream waits for another before it ends. */
  settleMs?: number;
  intervalMs?: number;
}

/** The stream's lifetime a request asks for with `?maxSeconds=N`, capped at MAX_STREAM_MS. */
export function requestedMaxMs(req: Request): number {
  const asked = Number(new URL(req.url).searchParams.get('maxSeconds'));
  return Number.isFinite(asked) && asked > 0
    ? Math.min(MAX_STREAM_MS, asked * 1000)
    : MAX_STREAM_MS;
}

/**
 * The event stream for a request whose session the caller has checked; 429 when the session
 * has MAX_STREAMS open already.
 */
export function progressStream(
  { storage, clock }: Pick<ServerDeps, 'storage' | 'clock'>,
  req: Request,
  options: StreamOptions = {},
) {
  const token = readCookie(req, SESSION_COOKIE) ?? '';
  const session = createHash('sha256').update(token).digest('base64url');
  const count = open.get(session) ?? 0;
  if (count >= MAX_STREAMS)
    throw new HttpError(429, 'Too many progress streams are open for this login.', {
      'Retry-After': '10',
    });
  open.set(session, count + 1);
  const since = clock.now();
  return sseResponse(
    req,
    (channel) => {
      const stop = watchProgress(storage, (p) => channel.send('s3UploadStatus', p), {
        since,
        ...(options.intervalMs ? { intervalMs: options.intervalMs } : {}),
        settleMs: options.settleMs ?? 3000,
        onSettled: () => {
          channel.send('end', { reason: 'uploads ended' });
          channel.close();
        },
      });
      return () => {
        stop();
        const left = (open.get(session) ?? 1) - 1;
        if (left > 0) open.set(session, left);
        else open.delete(session);
      };
    },
    { maxMs: Math.min(options.maxMs ?? MAX_STREAM_MS, MAX_STREAM_MS) },
  );
}
