/** How a podcast call ended (shared/form.ts Outcome), from what the client threw. */
import type { Outcome } from '../../shared/form.ts';
import { ApiError } from '../../../../platform/browser/net/errors.ts';

/**
 * The outcome of a failed call: the server's status and message, or a network failure. An
 * answer that was not what it should be (no JSON) reads as a bad gateway. `trusted` false drops
 * the message: storage's own error bodies (S3's XML) are not messages for people.
 */
export function outcomeOf(error: unknown, trusted = true): Outcome {
  if (!(error instanceof ApiError)) return { kind: 'http', status: 502, message: null };
  if (error.network) return { kind: 'network' };
  return {
    kind: 'http',
    status: error.status,
    message: trusted ? (error.serverMessage ?? null) : null,
  };
}
