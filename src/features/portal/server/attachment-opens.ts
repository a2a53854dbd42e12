/**
 * Planning Center's `open` of an attachment, spent sparingly: each signed URL is handed out again
 * while it has plenty of life left (src/platform/shared/signed-url.ts), and callers of the public
 * route are limited per client address (the platform's rate limiter,
 * src/platform/server/rate-limit.ts), so anonymous traffic cannot use up the church's API budget.
 * Both live in the memory of one function instance; login.mts-style platform fences apply across
 * instances (attachment.mts).
 */
import type { AttachmentUrlAnswer } from '../shared/api-types.ts';
import { reusableUntil } from '../../../platform/shared/signed-url.ts';
import { clientKey, createRateLimiter } from '../../../platform/server/rate-limit.ts';
import type { PcoDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { str } from '../../../platform/server/pco/jsonapi.ts';

/** Requests to /api/attachment per client address: a worship page's worth and then some. */
export const OPEN_LIMIT = { limit: 30, windowMs: 60_000 } as const;
const MAX_CACHED = 2_000;

const opened = new Map<string, { url: string; until: number }>();
const limiter = createRateLimiter(OPEN_LIMIT);

/** Counts one request from the address; a 429 with Retry-After once it has made too many. */
export function countOpenRequest(ip: string): void {
  const verdict = limiter.take(clientKey(ip));
  if (verdict.blocked) {
    const seconds = verdict.retryAfterSeconds;
    throw new HttpError(
      429,
      `Too many files were opened from your address. Please try again in ${seconds} seconds.`,
      { 'Retry-After': String(seconds) },
    );
  }
}

const notFound = (error: unknown) => {
  throw error instanceof HttpError && error.status === 404
    ? new HttpError(404, 'No such file.')
    : error;
};

function remember(id: string, url: string, now: number): void {
  const until = reusableUntil(url, now);
  if (until === null) return;
  if (opened.size >= MAX_CACHED) {
    for (const [key, entry] of opened) if (entry.until <= now) opened.delete(key);
    // still full: forget the oldest
    if (opened.size >= MAX_CACHED) opened.delete(opened.keys().next().value as string);
  }
  opened.set(id, { url, until });
}

/** A signed URL to the attachment: one still good from an earlier open, or a fresh one. */
export async function openAttachment(
  { pco, clock }: Pick<PcoDeps, 'pco' | 'clock'>,
  attachmentId: string,
): Promise<AttachmentUrlAnswer> {
  const now = clock.now();
  const cached = opened.get(attachmentId);
  if (cached && cached.until > now) return { data: { attributes: { attachment_url: cached.url } } };
  const activity = await pco.post(`/services/v2/attachments/${attachmentId}/open`).catch(notFound);
  const url = str(activity.data, 'attachment_url');
  if (!url)
    throw new HttpError(502, 'Planning Center did not give a link to the file. Please try again.');
  remember(attachmentId, url, now);
  return { data: { attributes: { attachment_url: url } } };
}
